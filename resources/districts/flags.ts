import { COMMUNITY_CONTENT_FLAGS, DISTRICT_CONTENT_FLAGS, TOP_LEVEL_FLAGS } from '../../src/lib/features';

/**
 * How the configuration page lays out the flags of spec console §3 ("toggles grouped as district
 * contents, community contents, relations and sensors"). Server-safe: the server test and the
 * i18n parity read it too. The two nested groups are the spec's own; every top-level flag but the
 * two sensor ones is a relation, shown in three runs of related features. A flag that `requires`
 * another is greyed while that one is off (its value is kept): freezing needs places, contracts
 * and the manager's apartments need apartments, daily-help passes need the gate.
 */
export type TopFlag = (typeof TOP_LEVEL_FLAGS)[number];

export const SENSOR_FLAGS = ['Sensors', 'CO2Emissions'] as const satisfies readonly TopFlag[];

export const RELATION_RUNS = {
  home: ['Apartment', 'ApartmentContracts', 'ApartmentByManager', 'Gate', 'DailyHelp'],
  services: ['Posts', 'Places', 'FreezeSpace', 'Tools', 'isConcierge', 'Gamification'],
  console: ['WelcomeMessage', 'BrandSettings', 'Exports', 'SmartSolution'],
} as const satisfies Record<string, readonly TopFlag[]>;

export const RELATION_FLAGS: readonly TopFlag[] = Object.values(RELATION_RUNS).flat();

/** A flag greyed while another is off. */
export const FLAG_REQUIRES: Partial<Record<TopFlag, TopFlag>> = {
  FreezeSpace: 'Places',
  ApartmentContracts: 'Apartment',
  ApartmentByManager: 'Apartment',
  DailyHelp: 'Gate',
};

/** The nested groups with their children, in the spec's order. */
export const FLAG_GROUPS = {
  DistrictContents: DISTRICT_CONTENT_FLAGS,
  CommunityContents: COMMUNITY_CONTENT_FLAGS,
} as const;

/**
 * Every flag's key under `resources.districts.flags` (its label) and `.help` (its line of help):
 * `<Group>.active` for a group's own switch, `<Group>.<Flag>` inside it, `<Flag>` for the rest.
 */
export function flagKeys(): string[] {
  const nested = Object.entries(FLAG_GROUPS).flatMap(([g, children]) => [`${g}.active`, ...children.map((c) => `${g}.${c}`)]);
  return [...nested, ...TOP_LEVEL_FLAGS];
}
