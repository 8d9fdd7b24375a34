/** English: what the table tells a player besides the play. */
export default {
  first: {
    address: {
      format: 'That is not an address. Type the host’s address as its screen shows it, e.g. 192.168.1.20:7070.',
      port: 'The port must be a number from 1 to 65535 (a table host’s is usually 7070).',
      trying: 'Trying {address}…',
      opened: '{address} opened in a new tab. If that tab shows an error, the host cannot be reached from here: check the address, that the host is running and that you are on the same network.',
      unreachable: 'No table host answered at {address}. Check the address, that the host is running and that you are on the same network.',
    },
  },
  lostClaim: {
    order: 'Your {yours} claim lost: {player} was nearer in turn and took the tile.',
    priority: 'Your {yours} claim lost: {player} claimed {theirs}, which comes first, and took the tile.',
  },
  paused: {
    title: 'The table is paused',
    why: 'The connection to the table host ({address}) was lost, so nothing you do can reach it. Your seat is kept for you.',
    trying: 'Trying to reconnect…',
    back: 'Connected again: the table goes on.',
  },
  away: {
    botIn: 'away: a bot plays in {n} s',
    noBot: 'away',
  },
  moves: {
    title: 'Moves this hand ({n})',
    short: 'Moves ({n})',
  },
  calls: {
    riichi: { pung: 'Pon!', chow: 'Chi!', kong: 'Kan!', win: 'Ron!', selfDrawn: 'Tsumo!', riichi: 'Riichi!' },
    classical: { pung: 'Pung!', chow: 'Chow!', kong: 'Kong!', win: 'Mah-Jong!', selfDrawn: 'Mah-Jong!', riichi: 'Riichi!' },
    taiwanese: { pung: 'Pong!', chow: 'Chi!', kong: 'Kong!', win: 'Hu!', selfDrawn: 'Zimo!', riichi: 'Ting!' },
  },
  furiten: {
    tag: 'furiten',
    hint: 'Furiten: one of your winning tiles is in your own discards (or you let a winning tile go): you cannot win on a discard, only by drawing it yourself.',
  },
  riichiResult: {
    value: '{player} gains {n} points (honba and deposits included).',
    valueOwnStick: '{player} gains {n} points (honba and deposits included, {stick} of them their own riichi stick back): {net} on the hand.',
    ura: 'Ura-dora indicators',
  },
  replayHold: {
    you: 'The next hand waits while you watch ({n} s left on its timer, held for a minute at most)',
    other: 'The next hand waits while a player watches the replay ({n} s left)',
  },
  decision: {
    concealedKong: { classical: 'Concealed kong', taiwanese: 'Concealed kong', riichi: 'Concealed kan' },
    addedKong: { classical: 'Add to your pung', taiwanese: 'Add to your pung', riichi: 'Add to your pon' },
    riichiWith: 'Riichi, discarding:',
    riichiDiscard: 'Declare riichi with this discard (you stay ready)',
  },
};
