import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { categories, spaces, toolReservations, tools } from './schema';
import { districtDay } from './seedDays';
import type { ReservationStatus, ReturnCondition } from '../../resources/tool_reservations/rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Lang = 'it' | 'pt' | 'en';

/** Name, brand, model, serial, longest reservation; in the district's language. */
type DemoTool = [name: string, brand: string, model: string, serial: string, maxDays: number];
const TOOLS: Record<Lang, DemoTool[]> = {
  it: [
    ['Trapano avvitatore', 'Bosch', 'GSR 18V-55', 'BO-58213-IT', 3],
    ['Scala telescopica 3,8 m', 'Facal', 'Telescopica Pro', 'FA-3807-22', 2],
    ['Idropulitrice', 'Kärcher', 'K4 Power Control', 'KA-K4-77120', 2],
    ['Tosaerba elettrico', 'Makita', 'ELM3720', 'MK-37-00981', 4],
    ['Cassetta attrezzi', 'Stanley', 'FatMax 28"', 'ST-FMX-3310', 7],
  ],
  pt: [
    ['Furadeira de impacto', 'Bosch', 'GSB 550 RE', 'BO-550-88121', 3],
    ['Escada de alumínio 7 degraus', 'Mor', 'Alumínio 7D', 'MO-7D-20443', 2],
    ['Lavadora de alta pressão', 'Wap', 'Ágil 1800', 'WA-1800-5521', 2],
    ['Cortador de grama', 'Tramontina', 'CE35M', 'TR-35M-10982', 4],
    ['Caixa de ferramentas', 'Vonder', 'Maleta 129 peças', 'VO-129-33017', 7],
  ],
  en: [
    ['Cordless drill', 'DeWalt', 'DCD791D2', 'DW-791-40021', 3],
    ['Extension ladder 16 ft', 'Werner', 'D1216-2', 'WE-1216-7730', 2],
    ['Pressure washer', 'Ryobi', 'RY142300', 'RY-1423-0988', 2],
    ['Lawn mower', 'Greenworks', '25022', 'GW-25022-551', 4],
    ['Tool kit', 'Craftsman', 'CMMT99206', 'CR-99206-1207', 7],
  ],
};

const NOTES: Record<Lang, string> = {
  it: 'Restituire pulito e con la batteria carica.',
  pt: 'Devolver limpo e com a bateria carregada.',
  en: 'Return it clean, with the battery charged.',
};

interface DemoReservation {
  tool: number;
  start: number;
  end: number;
  status: ReservationStatus;
  delivered?: number;
  returned?: number;
  condition?: ReturnCondition;
}

/**
 * One of each state (issue 16 "tools with reservations in every state"), days from today: booked
 * for next week, in use on time, in use overdue, returned on time, returned 2 days late and worn,
 * cancelled. Each tool is held on its own days, as the rules want.
 */
const RESERVATIONS: DemoReservation[] = [
  { tool: 0, start: 5, end: 7, status: 'booked' },
  { tool: 1, start: -1, end: 1, status: 'in_use', delivered: -1 },
  { tool: 2, start: -5, end: -3, status: 'in_use', delivered: -5 },
  { tool: 0, start: -12, end: -10, status: 'returned', delivered: -12, returned: -10, condition: 'good' },
  { tool: 3, start: -20, end: -17, status: 'returned', delivered: -19, returned: -15, condition: 'worn' },
  { tool: 4, start: 2, end: 4, status: 'cancelled' },
];

/**
 * Demo tools of each district in its language, with brand, model and serial; the first ones in
 * the district's first tool category and first space (when it has them), and reservations of
 * the district's residents in every state.
 */
export async function seedTools(
  tx: Tx,
  o: {
    districts: { id: number; defaultLanguage: string; timeZone: string }[];
    residents: { id: number; dashboardDistrictId: number | null }[];
  },
) {
  for (const district of o.districts) {
    const lang: Lang = (['it', 'pt', 'en'] as const).find((l) => l === district.defaultLanguage) ?? 'en';
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.districtId, district.id), eq(categories.type, 'tool')))
      .orderBy(categories.id)
      .limit(1);
    const [space] = await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.districtId, district.id)).orderBy(spaces.id).limit(1);
    const rows = await tx
      .insert(tools)
      .values(
        TOOLS[lang].map(([name, brand, model, serialNumber, maxBookingDays], i) => ({
          districtId: district.id,
          name,
          brand,
          model,
          serialNumber,
          maxBookingDays,
          spaceId: i < 3 ? (space?.id ?? null) : null,
          categoryId: i % 2 === 0 ? (category?.id ?? null) : null,
          notes: i === 0 ? NOTES[lang] : '',
        })),
      )
      .returning({ id: tools.id });
    const neighbours = o.residents.filter((r) => r.dashboardDistrictId === district.id);
    if (neighbours.length === 0) continue;
    const day = (offset: number | undefined) => (offset === undefined ? null : districtDay(district.timeZone, offset));
    await tx.insert(toolReservations).values(
      RESERVATIONS.map((r, i) => ({
        districtId: district.id,
        toolId: rows[r.tool].id,
        userId: neighbours[i % neighbours.length].id,
        startDate: day(r.start)!,
        endDate: day(r.end)!,
        status: r.status,
        deliveredOn: day(r.delivered),
        returnedOn: day(r.returned),
        returnCondition: r.condition ?? null,
      })),
    );
  }
}
