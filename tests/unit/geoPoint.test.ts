import { describe, expect, it } from 'vitest';
import { pickedPoint, pointOf, roundCoordinate, wrapLongitude } from '../../src/components/map/geo';

describe('map picking', () => {
  it('rounds a pick to six decimals, never to -0', () => {
    expect(roundCoordinate(45.4641999999)).toBe(45.4642);
    expect(roundCoordinate(9.123456789)).toBe(9.123457);
    expect(Object.is(roundCoordinate(-0.0000001), 0)).toBe(true);
  });

  it('brings a click on a copy of the world back to -180..180', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(369.17)).toBeCloseTo(9.17, 9);
    expect(wrapLongitude(180)).toBe(180);
    expect(wrapLongitude(-180)).toBe(-180);
    expect(wrapLongitude(12.5)).toBe(12.5);
  });

  it('stores a pick wrapped, clamped at the poles and rounded', () => {
    expect(pickedPoint(91.2, 361.0000004)).toEqual({ lat: 90, lng: 1 });
    expect(pickedPoint(-45.1234567, -9.7654321)).toEqual({ lat: -45.123457, lng: -9.765432 });
  });

  it('draws a pin only for two typed numbers in range', () => {
    expect(pointOf(45.45, 9.17)).toEqual({ lat: 45.45, lng: 9.17 });
    expect(pointOf(null, 9.17)).toBeNull();
    expect(pointOf(45.45, undefined)).toBeNull();
    expect(pointOf('45', 9)).toBeNull();
    expect(pointOf(95, 9)).toBeNull();
    expect(pointOf(45, -181)).toBeNull();
    expect(pointOf(Number.NaN, 9)).toBeNull();
  });
});
