import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deal } from '../../shared/deal';
import { commitmentOf, deriveSeed } from '../../shared/fairness';
import { derivePreset, hungarian, millington, PRESETS, riichi, taiwanese, type Preset } from '../../shared/rules/presets';
import { setupHand } from '../../shared/setup';
import { isBonus, kindOf, tileId, tileSet } from '../../shared/tiles';
import { verifyHand, type HandRecord } from '../../shared/verify';
import { liveCount, type WallState } from '../../shared/wall';

const runs = Number(process.env.SPARROW_SETUP_RUNS ?? 200);
console.log(`setup property runs per preset: ${runs} (SPARROW_SETUP_RUNS)`);

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const entropy = fc.array(fc.string({ maxLength: 12 }), { minLength: 4, maxLength: 4 });
const presets = Object.values(PRESETS);

function setupFor(preset: Preset, secret: string, players: string[], dealer = 0, seatPlayers = true) {
  return setupHand({ preset, seed: deriveSeed(secret, players), dealer, seatPlayers });
}

describe.each(presets.map((p) => [p.id, p] as const))('%s set-up', (_id, preset) => {
  it('every tile is exactly once in the hands, bonus tiles and wall; hand sizes are right', () => {
    fc.assert(
      fc.property(hex64, entropy, fc.integer({ min: 0, max: 3 }), (secret, players, dealer) => {
        const s = setupFor(preset, secret, players, dealer);
        const all = [...s.hands.flat(), ...s.bonus.flat(), ...s.wall.tiles];
        expect(all.length).toBe(tileSet(preset.tiles).length);
        expect([...all].sort((a, b) => a - b)).toEqual(tileSet(preset.tiles));
        s.hands.forEach((hand, seat) => {
          expect(hand).toHaveLength(seat === dealer ? preset.handSize + 1 : preset.handSize);
          expect(hand.some((t) => isBonus(kindOf(t)))).toBe(false);
        });
        expect(liveCount(s.wall)).toBeGreaterThan(0);
      }),
      { numRuns: runs },
    );
  });

  it('the same seeds give the same wall, dice and events; another host secret another wall', () => {
    fc.assert(
      fc.property(hex64, hex64, entropy, (secret, other, players) => {
        fc.pre(secret !== other);
        const a = setupFor(preset, secret, players);
        const b = setupFor(preset, secret, players);
        expect(b.ring).toEqual(a.ring);
        expect(b.dice).toEqual(a.dice);
        expect(b.events).toEqual(a.events);
        expect(setupFor(preset, other, players).ring).not.toEqual(a.ring);
      }),
      { numRuns: Math.max(20, runs / 4) },
    );
  });

  it('verifyHand accepts the honest record and rejects any altered wall, die or secret', () => {
    fc.assert(
      fc.property(hex64, entropy, fc.nat(), fc.nat(), (secret, players, i, j) => {
        const s = setupFor(preset, secret, players, 1, true);
        const record: HandRecord = {
          preset,
          commitment: commitmentOf(secret),
          hostSecret: secret,
          playerEntropy: players,
          dealer: 1,
          seatPlayers: true,
          dice: s.dice,
          ring: s.ring,
        };
        expect(verifyHand(record)).toEqual({ ok: true });

        const ring = [...s.ring];
        const a = i % ring.length;
        let b = j % ring.length;
        if (b === a) b = (a + 1) % ring.length;
        [ring[a], ring[b]] = [ring[b], ring[a]];
        expect(verifyHand({ ...record, ring })).toMatchObject({ ok: false, reason: 'wall' });

        const dice = s.dice.map((d) => ({ ...d, dice: [...d.dice] as [number, number] }));
        const die = dice[i % dice.length];
        die.dice[j % 2] = (die.dice[j % 2] % 6) + 1;
        expect(verifyHand({ ...record, dice })).toMatchObject({ ok: false, reason: 'dice' });

        const roller = s.dice.map((d) => ({ ...d }));
        roller[i % roller.length].roller = (roller[i % roller.length].roller + 1) % 4;
        expect(verifyHand({ ...record, dice: roller })).toMatchObject({ ok: false, reason: 'dice' });

        expect(verifyHand({ ...record, hostSecret: secret.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toMatchObject({
          ok: false,
          reason: 'commitment',
        });
        expect(verifyHand({ ...record, playerEntropy: [...players.slice(1), players[0] + 'x'] }).ok).toBe(false);
      }),
      { numRuns: Math.max(20, runs / 4) },
    );
  });
});

describe('the ceremony as events', () => {
  it('records seating dice, winds, the wall, the break and every deal, in order', () => {
    const s = setupFor(hungarian, 'ab'.repeat(32), ['a', 'b', 'c', 'd']);
    const types = s.events.map((e) => e.type);
    expect(types.slice(0, 6)).toEqual(['diceRolled', 'eastSeatChosen', 'windsDrawn', 'seated', 'wallBuilt', 'diceRolled']);
    expect(types).toContain('wallBroken');
    expect(types).toContain('looseTilesPlaced');
    expect(types.filter((t) => t === 'tilesDealt')).toHaveLength(4);
    expect(s.dice.map((d) => d.purpose)).toEqual(['seating', 'break', 'break-second']);
  });

  it('riichi reveals the first dora indicator from the dead wall; no loose tiles are lifted', () => {
    const s = setupFor(riichi, 'cd'.repeat(32), ['a', 'b', 'c', 'd']);
    expect(s.dice.map((d) => d.purpose)).toEqual(['seating', 'break']);
    expect(s.doraIndicators).toHaveLength(5);
    expect(s.uraIndicators).toHaveLength(5);
    const dead = s.wall.tiles.slice(-14);
    for (const t of [...s.doraIndicators, ...s.uraIndicators]) expect(dead).toContain(t);
    expect(s.events.at(-1)).toEqual({ type: 'doraRevealed', indicator: s.doraIndicators[0] });
    expect(s.events.some((e) => e.type === 'looseTilesPlaced')).toBe(false);
  });

  it('the provisional-East variant adds the swap roll after the wall is built', () => {
    const preset = derivePreset(hungarian, { id: 'h-provisional', seating: 'provisional-east' });
    const s = setupFor(preset, 'ef'.repeat(32), ['a', 'b', 'c', 'd']);
    expect(s.dice.map((d) => d.purpose)).toEqual(['seating', 'east-swap', 'break', 'break-second']);
    expect(s.events.findIndex((e) => e.type === 'eastSwapped')).toBeGreaterThan(s.events.findIndex((e) => e.type === 'wallBuilt'));
  });
});

describe('the deal', () => {
  const wallOf = (tiles: number[], dead = 16): WallState => ({ tiles, dead, loose: 2, endTaken: 0 });
  const plain = Array.from({ length: 136 }, (_, i) => i); // no bonus tiles

  it('three rounds of two stacks, then the jump: East 1st and 3rd tops, South 1st bottom, West 2nd top, North 2nd bottom', () => {
    const wall = wallOf([...plain]);
    const { hands } = deal(wall, 0, hungarian);
    expect(hands[0]).toEqual([0, 1, 2, 3, 16, 17, 18, 19, 32, 33, 34, 35, 48, 52]);
    expect(hands[1]).toEqual([4, 5, 6, 7, 20, 21, 22, 23, 36, 37, 38, 39, 49]);
    expect(hands[2]).toEqual([8, 9, 10, 11, 24, 25, 26, 27, 40, 41, 42, 43, 50]);
    expect(hands[3]).toEqual([12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 51]);
    expect(wall.tiles[0]).toBe(53); // the next draw is the bottom of the 3rd stack
  });

  it('the dealer starts the deal wherever East sits', () => {
    const { hands } = deal(wallOf([...plain]), 2, hungarian);
    expect(hands[2].slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(hands[3].slice(0, 4)).toEqual([4, 5, 6, 7]);
    expect(hands[2]).toHaveLength(14);
  });

  it('Taiwanese deals 16 each and a 17th to the dealer', () => {
    const { hands } = deal(wallOf([...plain]), 0, taiwanese);
    expect(hands.map((h) => h.length)).toEqual([17, 16, 16, 16]);
    expect(hands[0].at(-1)).toBe(64);
  });

  it('a replacement that is again a bonus tile waits until everyone has replaced once', () => {
    // East is dealt flower 1 and South season 1; East's replacement is flower 2, South's is a plain tile.
    const f1 = tileId(34), f2 = tileId(35), y1 = tileId(38);
    const tiles = [...plain];
    tiles[0] = f1; // East's first tile
    tiles[4] = y1; // South's first tile
    const wall = wallOf([...tiles.slice(0, 100), 120, 121, 122, f2]);
    const { hands, bonus, events } = deal(wall, 0, hungarian);
    const replaced = events.filter((e) => e.type === 'bonusReplaced');
    expect(replaced.map((e) => (e.type === 'bonusReplaced' ? [e.seat, e.bonus] : null))).toEqual([
      [0, f1],
      [1, y1],
      [0, f2],
    ]);
    expect(bonus[0]).toEqual([f1, f2]);
    expect(bonus[1]).toEqual([y1]);
    expect(hands[0]).toHaveLength(14);
    expect(hands[0]).toContain(121);
  });

  it('Millington replaces bonus tiles from the end of the live wall', () => {
    const f1 = tileId(34);
    const tiles = [...plain];
    tiles[0] = f1;
    const wall: WallState = { tiles, dead: 18, loose: 2, endTaken: 0 };
    const { hands } = deal(wall, 0, millington);
    // The top tile of the live wall's end stack (its tiles are 134 - 18 on top, 135 - 18 below).
    expect(hands[0]).toContain(134 - 18);
  });
});
