import type { Db } from '../../server/db/client';
import { discIcon, drawPng, hexToRgb } from '../../server/lib/png';
import type { Storage } from '../../server/lib/storage';
import { brandDistricts, brands } from './table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo's brands: one carried by Borgo Navigli, one by Vila Aurora; Cedar Park Commons has none yet. */
const DEMO_BRANDS = [
  {
    name: 'Borgo Verde',
    shortCode: 'BVERDE',
    primaryColor: '#1f6f5c',
    fontFamily: 'Roboto',
    district: 'Borgo Navigli',
    app: {
      appName: 'Borgo Verde',
      appSubtitle: 'Il tuo quartiere in tasca',
      shortDescription: 'Notizie, attività e servizi di Borgo Navigli.',
      fullDescription: 'Borgo Verde è l’app dei residenti di Borgo Navigli: notizie, attività, prenotazioni e inviti.',
      primaryLanguage: 'it',
      privacyUrl: 'https://borgo.example/privacy',
      eulaUrl: 'https://borgo.example/eula',
      website: 'https://borgo.example',
      email: 'app@borgo.example',
    },
  },
  { name: 'Aurora Living', shortCode: 'AURORA', primaryColor: '#b4461b', fontFamily: 'Georgia', district: 'Vila Aurora', app: null },
] as const;

/** An app logo of the stores' size (512×512 PNG): a white disc on the brand's colour. */
const appLogo = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return drawPng(512, 512, (x, y) => ((x - 255.5) ** 2 + (y - 255.5) ** 2 <= 150 ** 2 ? [255, 255, 255, 255] : [r, g, b, 255]));
};

/** The brands' pictures, written before the seed's transaction (as the categories' are). */
export async function storeBrandPictures(storage: Storage) {
  return Promise.all(
    DEMO_BRANDS.map(async (b) => ({
      logo: await storage.save(discIcon(b.primaryColor, 192), 'png'),
      appLogo: await storage.save(appLogo(b.primaryColor), 'png'),
    })),
  );
}

export async function seedBrands(
  tx: Tx,
  { districts, pictures }: { districts: { id: number; name: string }[]; pictures: Awaited<ReturnType<typeof storeBrandPictures>> },
) {
  for (const [i, b] of DEMO_BRANDS.entries()) {
    const [row] = await tx
      .insert(brands)
      .values({
        name: b.name,
        shortCode: b.shortCode,
        primaryColor: b.primaryColor,
        fontFamily: b.fontFamily,
        logoPath: pictures[i].logo,
        appLogoPath: pictures[i].appLogo,
        ...(b.app ?? {}),
      })
      .returning({ id: brands.id });
    const district = districts.find((d) => d.name === b.district);
    if (district) await tx.insert(brandDistricts).values({ brandId: row.id, districtId: district.id });
  }
}
