/** English: your own club-night steps that the table or the round would feel, asked again before they are taken; stepping away from your club table. */
export default {
  clubSteps: {
    backToClub: "Back to the club page",
    backToClubHint: "Your place stays yours: a bot plays it until you come back with “Go to your table”.",
    endAsk: "End the round at table {n}?",
    endPlayed: "Hands played: {played}.",
    endShort: "Hands played: {played} of the round’s {hands}.",
    endEveryone: "It ends the round for the whole table; the organiser can take it back.",
    endEvening: "This is the evening’s last open table: ending its round ends the evening.",
    endYes: "End the round",
    keepPlaying: "Keep playing",
    leaveAsk: "Leave the evening?",
    leaveSeat: "A bot plays your seat meanwhile; rejoin during this round and it is yours again.",
    leaveDraws: "You are not drawn for the next rounds until you rejoin.",
    leaveYes: "Leave the evening",
    stay: "Stay",
  },
};
