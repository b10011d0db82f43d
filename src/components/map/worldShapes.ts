import { feature } from 'topojson-client';
// The countries of Natural Earth (public domain) at 1:50m, as a hashed asset of this build: the
// map draws them itself, so the console fetches no tile from any other server (the page's CSP
// allows images from its own origin only).
import countriesUrl from 'world-atlas/countries-50m.json?url';

/** The GeoJSON types come with topojson-client's (no package of their own to declare). */
type Topology = Parameters<typeof feature>[0];
export type World = ReturnType<typeof feature>;

let loading: Promise<World> | null = null;

/** The world's countries as GeoJSON, fetched once per page (a failed fetch may be tried again). */
export function loadWorld(): Promise<World> {
  loading ??= fetch(countriesUrl)
    .then((r) => {
      if (!r.ok) throw new Error(`world shapes: ${r.status}`);
      return r.json() as Promise<Topology>;
    })
    .then((topology) => feature(topology, topology.objects.countries!))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
