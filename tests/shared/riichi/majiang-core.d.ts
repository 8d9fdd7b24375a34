/** The few parts of @kobalab/majiang-core (plain JavaScript) the differential test and the bench use. */
declare module '@kobalab/majiang-core' {
  interface Shoupai {
    toString(): string;
  }
  interface HuleResult {
    hupai?: { name: string; fanshu: number | string; baojia?: string }[];
    fu?: number;
    fanshu?: number;
    damanguan?: number;
    defen: number;
    fenpei?: number[];
  }
  const Majiang: {
    rule(param?: Record<string, unknown>): Record<string, unknown>;
    Shoupai: { fromString(s: string): Shoupai };
    Util: {
      hule(shoupai: Shoupai, rongpai: string | null, param: unknown): HuleResult | undefined;
      xiangting_yiban(shoupai: Shoupai): number;
      hule_param(param: Record<string, unknown>): unknown;
    };
  };
  export default Majiang;
}
