/** Hungarian: what the table tells a player besides the play. */
export default {
  first: {
    address: {
      format: 'Ez nem cím. Írja be a házigazda címét úgy, ahogy a képernyője mutatja, pl. 192.168.1.20:7070.',
      port: 'A port 1 és 65535 közötti szám legyen (egy asztalgazdáé általában 7070).',
      trying: '{address} kipróbálása…',
      opened: '{address} új lapon nyílt meg. Ha az a lap hibát mutat, a házigazda innen nem érhető el: ellenőrizze a címet, hogy fut-e a házigazda, és hogy ugyanazon a hálózaton vannak-e.',
      unreachable: 'A(z) {address} címen nem válaszolt asztalgazda. Ellenőrizze a címet, hogy fut-e a házigazda, és hogy ugyanazon a hálózaton vannak-e.',
    },
  },
  lostClaim: {
    order: 'Az Ön igénye ({yours}) elveszett: {player} közelebb volt a sorban, és elvitte a követ.',
    priority: 'Az Ön igénye ({yours}) elveszett: {player} {theirs} igényt jelentett, ami elsőbb, és elvitte a követ.',
  },
  paused: {
    title: 'Az asztal szünetel',
    why: 'Megszakadt a kapcsolat az asztalgazdával ({address}), így semmi, amit tesz, nem jut el hozzá. A helye megmarad.',
    trying: 'Újracsatlakozás…',
    back: 'Újra kapcsolódva: a játék folytatódik.',
  },
  away: {
    botIn: 'távol: {n} mp múlva robot játszik',
    noBot: 'távol',
  },
  moves: {
    title: 'A leosztás lépései ({n})',
    short: 'Lépések ({n})',
  },
  calls: {
    riichi: { pung: 'Pon!', chow: 'Csi!', kong: 'Kan!', win: 'Ron!', selfDrawn: 'Cumo!', riichi: 'Ricsi!' },
    classical: { pung: 'Pung!', chow: 'Csó!', kong: 'Kong!', win: 'Mah-jong!', selfDrawn: 'Mah-jong!', riichi: 'Ricsi!' },
    taiwanese: { pung: 'Pong!', chow: 'Csi!', kong: 'Kong!', win: 'Hu!', selfDrawn: 'Cemo!', riichi: 'Ting!' },
  },
  furiten: {
    tag: 'furiten',
    hint: 'Furiten: az egyik nyerő köve a saját dobásai között van (vagy elengedett egy nyerő követ): dobásra nem nyerhet, csak saját húzásra.',
  },
  riichiResult: {
    value: '{player} {n} pontot kap (a honbával és a letétekkel együtt).',
    valueOwnStick: '{player} {n} pontot kap (a honbával és a letétekkel együtt, ebből {stick} a saját riichi-letétje): a leosztáson {net}.',
    ura: 'Ura-dora jelzők',
  },
  replayHold: {
    you: 'A következő leosztás vár, amíg Ön nézi ({n} mp van hátra az időzítőből; legfeljebb egy percig vár)',
    other: 'A következő leosztás vár, amíg egy játékos a visszajátszást nézi ({n} mp van hátra)',
  },
  decision: {
    concealedKong: { classical: 'Rejtett kong', taiwanese: 'Rejtett kong', riichi: 'Rejtett kan' },
    addedKong: { classical: 'Hozzáadás a pongjához', taiwanese: 'Hozzáadás a pongjához', riichi: 'Hozzáadás a ponjához' },
    riichiWith: 'Riichi ezzel a dobással:',
    riichiDiscard: 'Riichi bejelentése ezzel a dobással (kész marad)',
  },
};
