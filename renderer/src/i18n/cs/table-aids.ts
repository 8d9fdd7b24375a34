/** Czech: what the table tells a player besides the play. */
export default {
  first: {
    address: {
      format: 'To není adresa. Napište adresu hostitele tak, jak ji ukazuje jeho obrazovka, např. 192.168.1.20:7070.',
      port: 'Port musí být číslo od 1 do 65535 (hostitel stolů mívá 7070).',
      trying: 'Zkouším {address}…',
      opened: '{address} se otevřela v nové kartě. Pokud ta karta ukazuje chybu, hostitel odsud není dosažitelný: zkontrolujte adresu, že hostitel běží a že jste ve stejné síti.',
      unreachable: 'Na adrese {address} neodpověděl žádný hostitel stolů. Zkontrolujte adresu, že hostitel běží a že jste ve stejné síti.',
    },
  },
  lostClaim: {
    order: 'Váš nárok ({yours}) neuspěl: {player} byl blíž na tahu a kámen si vzal.',
    priority: 'Váš nárok ({yours}) neuspěl: {player} hlásil {theirs}, což má přednost, a kámen si vzal.',
  },
  paused: {
    title: 'Stůl je pozastaven',
    why: 'Spojení s hostitelem stolu ({address}) se přerušilo, takže k němu nic z toho, co uděláte, nedojde. Vaše místo zůstává vaše.',
    trying: 'Zkouším se znovu připojit…',
    back: 'Znovu připojeno: hra pokračuje.',
  },
  away: {
    botIn: 'pryč: za {n} s hraje robot',
    noBot: 'pryč',
  },
  moves: {
    title: 'Tahy tohoto rozdání ({n})',
    short: 'Tahy ({n})',
  },
  calls: {
    riichi: { pung: 'Pon!', chow: 'Či!', kong: 'Kan!', win: 'Ron!', selfDrawn: 'Cumo!', riichi: 'Riiči!' },
    classical: { pung: 'Pong!', chow: 'Čou!', kong: 'Kong!', win: 'Mahjong!', selfDrawn: 'Mahjong!', riichi: 'Riiči!' },
    taiwanese: { pung: 'Pong!', chow: 'Čch’!', kong: 'Kong!', win: 'Chu!', selfDrawn: 'C’-mo!', riichi: 'Ting!' },
  },
  furiten: {
    tag: 'furiten',
    hint: 'Furiten: jeden z vašich vítězných kamenů leží ve vašich odhozech (nebo jste vítězný kámen nechali být): nemůžete vyhrát na odhoz, jen vlastním tahem.',
  },
  riichiResult: {
    value: '{player} získává {n} bodů (včetně honby a vkladů).',
    valueOwnStick: '{player} získává {n} bodů (včetně honby a vkladů, z toho {stick} vlastní vklad za riichi zpět): za rozdání {net}.',
    ura: 'Ukazatele ura-dory',
  },
  replayHold: {
    you: 'Další rozdání počká, dokud se díváte (na odpočtu zbývá {n} s; čeká nejvýš minutu)',
    other: 'Další rozdání čeká, než hráč dokouká přehrávání ({n} s zbývá)',
  },
  decision: {
    concealedKong: { classical: 'Skryté kong', taiwanese: 'Skryté kong', riichi: 'Skrytý kan' },
    addedKong: { classical: 'Přidat k pongu', taiwanese: 'Přidat k pongu', riichi: 'Přidat k ponu' },
    riichiWith: 'Riichi s odhozem:',
    riichiDiscard: 'Vyhlásit riichi s tímto odhozem (zůstanete připraveni)',
  },
};
