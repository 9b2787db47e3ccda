import { describe, expect, it } from 'vitest';
import { expectNoCoordinateOf } from './expect.js';

describe('expectNoCoordinateOf', () => {
  const spot = { latitude: -23.5505, longitude: -46.6333 };

  it('passes a point shifted straight north, whose longitude starts with the same digits', () => {
    // The shape and the values CI saw when a cat's 159 m shift ran north-south.
    const answer = { location: { coordinates: [-46.63330012349343, -23.54907274992191] } };
    expect(() => expectNoCoordinateOf(answer, spot)).not.toThrow();
  });

  it('fails on either coordinate, as a number or written inside a string', () => {
    expect(() => expectNoCoordinateOf({ lat: -23.5505, lng: -46.64 }, spot)).toThrow();
    expect(() => expectNoCoordinateOf([[-46.6333, -23.6]], spot)).toThrow();
    expect(() => expectNoCoordinateOf({ url: '/map?lat=-23.5505&lng=1' }, spot)).toThrow();
  });
});
