/** Magyar: a klubest játékosának saját lépései, amelyeket az asztal vagy a forduló megérezne, és az oldal még egyszer rákérdez; eltávozás a klubasztaltól. */
export default {
  clubSteps: {
    backToClub: "Vissza a klubest oldalára",
    backToClubHint: "A helye az Öné marad: robot játszik Ön helyett, amíg „Az asztalához” gombbal vissza nem tér.",
    endAsk: "Lezárja a fordulót a(z) {n}. asztalnál?",
    endPlayed: "Lement leosztások: {played}.",
    endShort: "Lement leosztások: {played} a forduló {hands} leosztásából.",
    endEveryone: "A forduló az egész asztalnak véget ér; a szervező visszavonhatja.",
    endEvening: "Ez az est utolsó nyitott asztala: a fordulója lezárása az egész estét lezárja.",
    endYes: "Lezárom a fordulót",
    keepPlaying: "Játszunk tovább",
    leaveAsk: "Kilép az estből?",
    leaveSeat: "Addig robot játszik a helyén; ha még ebben a fordulóban visszatér, a hely ismét az Öné.",
    leaveDraws: "A következő fordulókra nem sorsolják, amíg vissza nem tér.",
    leaveYes: "Kilépek az estből",
    stay: "Maradok",
  },
};
