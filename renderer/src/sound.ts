/** Optional sound effects (off by default), synthesised with Web Audio: no audio files. */
export type SoundId = 'discard' | 'claim' | 'turn' | 'win' | 'dice';

let ctx: AudioContext | null = null;

const TONES: Record<SoundId, { f: number; to: number; ms: number; type: OscillatorType; gain: number }[]> = {
  discard: [{ f: 900, to: 500, ms: 60, type: 'triangle', gain: 0.25 }],
  claim: [
    { f: 520, to: 520, ms: 90, type: 'square', gain: 0.08 },
    { f: 780, to: 780, ms: 120, type: 'square', gain: 0.08 },
  ],
  turn: [{ f: 660, to: 880, ms: 120, type: 'sine', gain: 0.2 }],
  win: [
    { f: 523, to: 523, ms: 120, type: 'triangle', gain: 0.2 },
    { f: 659, to: 659, ms: 120, type: 'triangle', gain: 0.2 },
    { f: 784, to: 784, ms: 240, type: 'triangle', gain: 0.2 },
  ],
  dice: [{ f: 300, to: 120, ms: 80, type: 'sawtooth', gain: 0.06 }],
};

export function playSound(id: SoundId, enabled: boolean): void {
  if (!enabled || typeof window === 'undefined' || typeof AudioContext === 'undefined') return;
  try {
    ctx ??= new AudioContext();
    let t = ctx.currentTime;
    for (const tone of TONES[id]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone.type;
      osc.frequency.setValueAtTime(tone.f, t);
      osc.frequency.linearRampToValueAtTime(tone.to, t + tone.ms / 1000);
      gain.gain.setValueAtTime(tone.gain, t);
      gain.gain.exponentialRampToValueAtTime(0.001, t + tone.ms / 1000);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + tone.ms / 1000);
      t += tone.ms / 1000;
    }
  } catch {
    /* no audio on this device */
  }
}
