/** Čeština: vlastní kroky hráče klubového večera, na které se stránka ještě zeptá; odchod od klubového stolu. */
export default {
  clubSteps: {
    backToClub: "Zpět na stránku klubového večera",
    backToClubHint: "Místo zůstává vaše: hraje za vás bot, dokud se nevrátíte tlačítkem „Ke svému stolu“.",
    endAsk: "Ukončit kolo u stolu {n}?",
    endPlayed: "Odehráno rozdání: {played}.",
    endShort: "Odehráno rozdání: {played} z {hands} tohoto kola.",
    endEveryone: "Kolo tím skončí pro celý stůl; pořadatel to může vrátit.",
    endEvening: "Toto je poslední otevřený stůl večera: ukončením jeho kola skončí celý večer.",
    endYes: "Ukončit kolo",
    keepPlaying: "Hrát dál",
    leaveAsk: "Opustit večer?",
    leaveSeat: "Mezitím za vás hraje bot; vrátíte-li se ještě během tohoto kola, místo je opět vaše.",
    leaveDraws: "Do dalších kol vás nikdo nelosuje, dokud se nevrátíte.",
    leaveYes: "Opustit večer",
    stay: "Zůstat",
  },
};
