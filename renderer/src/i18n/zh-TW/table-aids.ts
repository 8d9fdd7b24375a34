/** Traditional Chinese: what the table tells a player besides the play. */
export default {
  first: {
    address: {
      format: '這不是位址。請照主機畫面上顯示的位址輸入，例如 192.168.1.20:7070。',
      port: '連接埠必須是 1 到 65535 的數字（牌桌主機通常是 7070）。',
      trying: '正在嘗試 {address}…',
      opened: '已在新分頁開啟 {address}。如果該分頁顯示錯誤，表示從這裡連不到主機：請檢查位址、主機是否在執行，以及你們是否在同一個網路。',
      unreachable: '{address} 沒有牌桌主機回應。請檢查位址、主機是否在執行，以及你們是否在同一個網路。',
    },
  },
  lostClaim: {
    order: '您的{yours}沒搶到：{player}的順位較近，拿走了這張牌。',
    priority: '您的{yours}沒搶到：{player}宣告了{theirs}，優先於您，拿走了這張牌。',
  },
  paused: {
    title: '牌桌已暫停',
    why: '與牌桌主機（{address}）的連線中斷，您現在的任何操作都傳不到主機。您的座位會為您保留。',
    trying: '正在重新連線…',
    back: '已重新連線：牌局繼續。',
  },
  away: {
    botIn: '離開：{n} 秒後由電腦代打',
    noBot: '離開',
  },
  moves: {
    title: '本局動作（{n}）',
    short: '動作（{n}）',
  },
  calls: {
    riichi: { pung: '碰！', chow: '吃！', kong: '槓！', win: '榮和！', selfDrawn: '自摸！', riichi: '立直！' },
    classical: { pung: '碰！', chow: '吃！', kong: '槓！', win: '胡！', selfDrawn: '自摸！', riichi: '立直！' },
    taiwanese: { pung: '碰！', chow: '吃！', kong: '槓！', win: '胡！', selfDrawn: '自摸！', riichi: '聽！' },
  },
  furiten: {
    tag: '振聽',
    hint: '振聽：您的和牌張在您自己的捨牌中（或您放過了和牌張）：不能榮和，只能自摸。',
  },
  riichiResult: {
    value: '{player} 得 {n} 點（含本場與供託）。',
    valueOwnStick: '{player} 得 {n} 點（含本場與供託，其中 {stick} 點是自己的立直棒）：本局淨得 {net} 點。',
    ura: '裏寶牌指示牌',
  },
  replayHold: {
    you: '您觀看重播時，下一局會等待（計時器剩 {n} 秒；最多等待一分鐘）',
    other: '有玩家正在觀看重播，下一局等待中（剩 {n} 秒）',
  },
  decision: {
    concealedKong: { classical: '暗槓', taiwanese: '暗槓', riichi: '暗槓' },
    addedKong: { classical: '加槓', taiwanese: '加槓', riichi: '加槓' },
    riichiWith: '立直，打出：',
    riichiDiscard: '打出這張並宣告立直（仍然聽牌）',
  },
};
