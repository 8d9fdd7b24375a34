/** Français : vos propres gestes de la soirée de club que la table ou la manche sentiraient, redemandés avant d’être faits ; s’éloigner de sa table de club. */
export default {
  clubSteps: {
    backToClub: "Retour à la page de la soirée",
    backToClubHint: "Votre place reste la vôtre : un robot la joue jusqu’à votre retour par « Aller à votre table ».",
    endAsk: "Finir la manche à la table {n} ?",
    endPlayed: "Mains jouées : {played}.",
    endShort: "Mains jouées : {played} sur les {hands} de la manche.",
    endEveryone: "La manche finit pour toute la table ; l’organisateur peut l’annuler.",
    endEvening: "C’est la dernière table encore ouverte de la soirée : terminer sa manche termine la soirée.",
    endYes: "Finir la manche",
    keepPlaying: "Continuer à jouer",
    leaveAsk: "Quitter la soirée ?",
    leaveSeat: "Un robot joue votre place en attendant ; revenez pendant cette manche et elle est de nouveau à vous.",
    leaveDraws: "Vous n’êtes plus tiré au sort pour les manches suivantes tant que vous ne revenez pas.",
    leaveYes: "Quitter la soirée",
    stay: "Rester",
  },
};
