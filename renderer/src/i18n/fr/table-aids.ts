/** French: what the table tells a player besides the play. */
export default {
  first: {
    address: {
      format: 'Ce n’est pas une adresse. Tapez l’adresse de l’hôte telle que son écran l’affiche, p. ex. 192.168.1.20:7070.',
      port: 'Le port doit être un nombre de 1 à 65535 (celui d’un hôte de table est d’habitude 7070).',
      trying: 'Essai de {address}…',
      opened: '{address} s’est ouvert dans un nouvel onglet. Si cet onglet affiche une erreur, l’hôte est injoignable d’ici : vérifiez l’adresse, que l’hôte tourne et que vous êtes sur le même réseau.',
      unreachable: 'Aucun hôte de table n’a répondu à {address}. Vérifiez l’adresse, que l’hôte tourne et que vous êtes sur le même réseau.',
    },
  },
  lostClaim: {
    order: 'Votre annonce ({yours}) a perdu : {player} était plus proche dans le tour et a pris la tuile.',
    priority: 'Votre annonce ({yours}) a perdu : {player} a annoncé {theirs}, qui passe avant, et a pris la tuile.',
  },
  paused: {
    title: 'La table est en pause',
    why: 'La connexion à l’hôte de la table ({address}) est perdue : rien de ce que vous faites ne lui parvient. Votre place vous est gardée.',
    trying: 'Reconnexion en cours…',
    back: 'Reconnecté : la partie continue.',
  },
  away: {
    botIn: 'absent : un robot joue dans {n} s',
    noBot: 'absent',
  },
  moves: {
    title: 'Coups de cette main ({n})',
    short: 'Coups ({n})',
  },
  calls: {
    riichi: { pung: 'Pon !', chow: 'Chi !', kong: 'Kan !', win: 'Ron !', selfDrawn: 'Tsumo !', riichi: 'Riichi !' },
    classical: { pung: 'Pung !', chow: 'Chow !', kong: 'Kong !', win: 'Mah-Jong !', selfDrawn: 'Mah-Jong !', riichi: 'Riichi !' },
    taiwanese: { pung: 'Pong !', chow: 'Chi !', kong: 'Kong !', win: 'Hu !', selfDrawn: 'Zimo !', riichi: 'Ting !' },
  },
  furiten: {
    tag: 'furiten',
    hint: 'Furiten : une de vos tuiles gagnantes est dans vos propres rejets (ou vous avez laissé passer une tuile gagnante) : vous ne pouvez pas gagner sur un rejet, seulement en la piochant.',
  },
  riichiResult: {
    value: '{player} gagne {n} points (honba et dépôts compris).',
    valueOwnStick: '{player} gagne {n} points (honba et dépôts compris, dont {stick} de son propre bâton de riichi) : {net} sur la main.',
    ura: 'Indicateurs d’ura-dora',
  },
  replayHold: {
    you: 'La main suivante attend pendant que vous regardez ({n} s restantes au minuteur ; une minute d’attente au plus)',
    other: 'La main suivante attend qu’un joueur finisse de revoir la main ({n} s restantes)',
  },
  decision: {
    concealedKong: { classical: 'Kong caché', taiwanese: 'Kong caché', riichi: 'Kan caché' },
    addedKong: { classical: 'Ajouter à votre pung', taiwanese: 'Ajouter à votre pung', riichi: 'Ajouter à votre pon' },
    riichiWith: 'Riichi en rejetant :',
    riichiDiscard: 'Déclarer riichi avec ce rejet (vous restez prêt)',
  },
};
