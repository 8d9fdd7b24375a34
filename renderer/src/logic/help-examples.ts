/** The help page's example hands (HelpView), one list per rule set; tests score every one. */
export const HELP_PRESETS = ['millington', 'hungarian', 'riichi', 'taiwanese'] as const;
export type HelpPreset = (typeof HELP_PRESETS)[number];

/** Example hands per rule set, in Sparrow's notation (how each was won in its own `@` words); the captions are translated. */
export const EXAMPLES: Record<HelpPreset, { notation: string; caption: string }[]> = {
  millington: [
    { notation: '[222m] [555z] 345p999s1z +1z', caption: 'help.ex.pungsAndOneChow' },
    { notation: '19m19p19s1234567z +1m', caption: 'help.ex.thirteenOrphans' },
    { notation: '<2222m> 345p666s999s5z +5z', caption: 'help.nota.exClaimedKong' },
  ],
  hungarian: [
    { notation: '234m567m345p678s5s +5s', caption: 'help.ex.allChows' },
    { notation: '123m456m789m111m9m +9m', caption: 'help.ex.trueColour' },
    { notation: '[2222m] [222p] 345s678s9s +9s', caption: 'seeds.kongExample' },
    { notation: '123m456p789s555m 4+4z @discard', caption: 'help.nota.exWinningSet' },
  ],
  riichi: [
    { notation: '23m456m789p234s55p +4m @riichi', caption: 'help.ex.riichiTwoSided' },
    { notation: '1199m2277p3355s4z +4z @riichi', caption: 'help.ex.sevenPairs' },
  ],
  taiwanese: [
    { notation: '123m456m789p222s345s7z +7z', caption: 'help.ex.sixteen' },
    { notation: '[111z] [222z] 345m678m99p55z +5z', caption: 'help.ex.winds' },
    { notation: '123m456m789m123p456p78p 1234f123y +4y @flowers', caption: 'help.nota.exTaiFlowers' },
  ],
};
