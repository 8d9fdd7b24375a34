/** 繁體中文：俱樂部之夜裡會影響整桌或本輪的自己的操作，執行前再問一次；暫時離開自己的俱樂部牌桌。 */
export default {
  clubSteps: {
    backToClub: "回到俱樂部之夜頁面",
    backToClubHint: "位子仍然是你的：你回來之前由電腦代打，按「前往你的牌桌」就能回來。",
    endAsk: "結束第 {n} 桌的這一輪？",
    endPlayed: "已打 {played} 局。",
    endShort: "已打 {played} 局，本輪共 {hands} 局。",
    endEveryone: "整桌的這一輪都會結束；主辦人可以復原。",
    endEvening: "這是今晚最後一張還在進行的桌：結束這一輪就結束整個晚上。",
    endYes: "結束這一輪",
    keepPlaying: "繼續打",
    leaveAsk: "離開今晚？",
    leaveSeat: "這段時間由電腦代打你的位子；本輪內重新加入，位子就還給你。",
    leaveDraws: "重新加入之前，之後幾輪的抽籤都不會抽到你。",
    leaveYes: "離開今晚",
    stay: "留下",
  },
};
