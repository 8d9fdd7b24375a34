/**
 * The mjai protocol's messages (JSON, one a line), as external riichi AIs speak it. Actors are
 * numbered from the first East (0–3). Tiles are mjai names ("5m", "5mr", "E", "P", "?").
 */
export type MjaiEvent =
  | { type: 'hello'; protocol: 'mjsonp'; protocol_version: number }
  | { type: 'start_game'; id?: number; names: string[]; kyoku_first?: number; aka_flag?: boolean; rules?: string; rules_name?: string }
  | {
      type: 'start_kyoku';
      bakaze: string;
      kyoku: number;
      honba: number;
      kyotaku: number;
      oya: number;
      dora_marker: string;
      scores: number[];
      tehais: string[][];
    }
  | { type: 'tsumo'; actor: number; pai: string; possible_actions?: MjaiEvent[] }
  | { type: 'dahai'; actor: number; pai: string; tsumogiri: boolean; possible_actions?: MjaiEvent[] }
  | { type: 'chi' | 'pon'; actor: number; target: number; pai: string; consumed: string[]; cannot_dahai?: string[] }
  | { type: 'daiminkan'; actor: number; target: number; pai: string; consumed: string[] }
  | { type: 'kakan'; actor: number; pai: string; consumed: string[]; possible_actions?: MjaiEvent[] }
  | { type: 'ankan'; actor: number; consumed: string[] }
  | { type: 'dora'; dora_marker: string }
  | { type: 'reach'; actor: number; cannot_dahai?: string[] }
  | { type: 'reach_accepted'; actor: number; deltas?: number[]; scores?: number[] }
  | {
      type: 'hora';
      actor: number;
      target: number;
      pai?: string;
      deltas?: number[];
      scores?: number[];
      ura_markers?: string[];
      uradora_markers?: string[];
      hora_tehais?: string[];
      yakus?: [string, number][];
      fu?: number;
      fan?: number;
      hora_points?: number;
    }
  | { type: 'ryukyoku'; reason?: string; actor?: number; deltas?: number[]; scores?: number[]; tehais?: string[][]; tenpais?: boolean[] }
  | { type: 'end_kyoku' }
  | { type: 'end_game'; scores?: number[] }
  | { type: 'none' }
  | { type: 'error'; message?: string };
