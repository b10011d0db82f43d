import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zEnvelope } from '../../src/contract/envelope';
import { actionPermissions } from '../../src/contract/entity';
import { zDeleted, zItemEnvelope, zListEnvelope } from '../../src/contract/records';
import { V, z, zIdBody, zIdParam } from '../../src/lib/validation';
import { noteWrite } from '../../server/audit/trail';
import { imageErrors } from '../../server/entities/images';
import { entityServer } from '../../server/entities/register';
import { conflict, HttpError, notFound, unprocessable } from '../../server/lib/errors';
import { accessByDistrict } from '../../server/services/access';
import { listQuery, page } from '../../server/lib/list';
import { isUniqueViolation } from '../roles/data';
import contract, { BRAND_RULES, BRAND_STATUSES, type BrandFileField } from './contract';
import {
  carriedByOthers,
  createBrand,
  deleteBrand,
  districtOptions,
  listBrands,
  loadBrand,
  memberDistricts,
  takenFields,
  updateBrand,
  updatePublishing,
  updateTheme,
} from './data';
import { missingForSubmit } from './rules';
import { brandDistrictOption, brandInput, brandRecord, publishingInput, themeInput, type BrandInput, type BrandRecord } from './schema';

const idParams = z.strictObject({ id: zIdParam });
const districtQuery = z.strictObject({ district_id: zIdParam });
const item = { 200: zItemEnvelope(brandRecord) };
const TAG = ['settings'];
const WRITE = actionPermissions(contract, 'update');

/**
 * brands: every route needs brand_settings in the request's district, with BrandSettings on there
 * (the entity's flag, added by the registry). Brands are shared by every district; the rules
 * beyond the schemas:
 * - a name and a short code name one brand each, case aside (422 on the field);
 * - a brand's districts are picked among those the editor belongs to: one they do not belong to
 *   is refused when added, and kept as it was when the brand already had it (422 SelectAnOption);
 * - a district carries at most one brand (422 on `district_ids`, naming the brand);
 * - a file names an upload made for that field, within the field's rule (422 on the field);
 * - a publishing sent with `submit` needs every field the stores ask for (422 FieldNotNull).
 * Every write leaves an audit entry and is announced as `brands.changed`.
 */
async function brandRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const found = async (request: FastifyRequest, id: number) => {
    const row = await loadBrand(app.db, id);
    if (!row) throw notFound(request.t('Errors.NotFound'));
    return row;
  };
  /**
   * A brand to change or delete: it must serve only districts where the editor holds brand_settings
   * (a brand of other districts is theirs: one district's manager does not rename or delete the app
   * of another's residents). A brand of no district yet is anyone's with the permission.
   */
  const managedBy = async (request: FastifyRequest) =>
    new Set((await accessByDistrict(app.db, request.auth!.userId)).filter((d) => WRITE.some((p) => d.permissions.includes(p))).map((d) => d.districtId));
  const isWritable = (brand: BrandRecord, managed: ReadonlySet<number>) => brand.district_ids.every((d) => managed.has(d));
  const writable = async (request: FastifyRequest, id: number) => {
    const before = await found(request, id);
    if (!isWritable(before, await managedBy(request))) throw conflict(request.t('Errors.BrandOutsideEditor'));
    return before;
  };
  const refuse = (request: FastifyRequest, errors: Record<string, string[]>, message = request.t('Errors.InvalidRequest')) => {
    if (Object.keys(errors).length > 0) throw unprocessable(message, errors);
  };
  const districtTaken = (request: FastifyRequest, taken: { district: string; brand: string }) =>
    new HttpError(422, request.t('Errors.BrandDistrictTaken', { district: taken.district, brand: taken.brand }), {
      errors: { district_ids: [BRAND_RULES.DistrictTaken] },
    });

  /** The brand's districts after this write, or the field errors that refuse it. */
  const checkBrand = async (request: FastifyRequest, input: BrandInput, before: BrandRecord | null): Promise<number[]> => {
    const mine = new Set((await memberDistricts(app.db, request.auth!.userId)).map((d) => d.id));
    const had = before?.district_ids ?? [];
    const errors: Record<string, string[]> = {};
    if (input.district_ids.some((id) => !mine.has(id) && !had.includes(id))) errors.district_ids = [V.SelectAnOption];
    const taken = await takenFields(app.db, input, before?.id);
    if (taken.name) errors.name = [V.NameTaken];
    if (taken.short_code) errors.short_code = [BRAND_RULES.ShortCodeTaken];
    Object.assign(errors, await imageErrors(app.db, request.district!.id, { logo_path: input.logo_path }, contract, before));
    const message = taken.name ? request.t('Errors.BrandNameTaken', { name: input.name }) : undefined;
    refuse(request, errors, message);
    // Districts the editor does not belong to stay as they were: neither added nor taken away here.
    const next = [...new Set([...input.district_ids.filter((id) => mine.has(id)), ...had.filter((id) => !mine.has(id))])];
    const [other] = await carriedByOthers(app.db, next, before?.id);
    if (other) throw districtTaken(request, other);
    return next;
  };
  /** A race with another save: the unique indexes decide, with the same answers as the checks. */
  const unique = async <T>(request: FastifyRequest, input: BrandInput, districtIds: number[], before: BrandRecord | null, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await checkBrand(request, input, before);
      const [other] = await carriedByOthers(app.db, districtIds, before?.id);
      if (other) throw districtTaken(request, other);
      throw err;
    }
  };

  app.get(
    '/api/v3/brands',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: TAG,
        summary: 'List the brands',
        querystring: listQuery.extend({
          order_by: z.enum(contract.list.sortable as [string, ...string[]]).optional(),
          status: z.enum(['all', ...BRAND_STATUSES]).default('all'),
        }),
        response: { 200: zListEnvelope(brandRecord) },
      },
    },
    async (request) => {
      const q = request.query as Parameters<typeof listBrands>[1];
      const [{ rows, total }, managed] = await Promise.all([listBrands(app.db, q), managedBy(request)]);
      // The console offers edit, delete, theme and publishing only where the server would take them.
      return page(
        rows.map((r) => ({ ...r, writable: isWritable(r, managed) })),
        total,
        q,
      );
    },
  );

  app.get(
    '/api/v3/brands/options/districts',
    {
      config: { permission: actionPermissions(contract, 'list') },
      schema: {
        tags: TAG,
        summary: 'The districts the caller may give a brand to, with the brand each carries',
        querystring: districtQuery,
        response: { 200: zEnvelope(z.array(brandDistrictOption)) },
      },
    },
    async (request) => ({ success: true as const, data: await districtOptions(app.db, request.auth!.userId) }),
  );

  app.get(
    '/api/v3/brands/:id',
    {
      config: { permission: actionPermissions(contract, 'get') },
      schema: { tags: TAG, summary: 'Read one brand', params: idParams, querystring: districtQuery, response: item },
    },
    async (request) => {
      const [brand, managed] = await Promise.all([found(request, request.params.id), managedBy(request)]);
      return { success: true as const, data: { ...brand, writable: isWritable(brand, managed) } };
    },
  );

  app.post(
    '/api/v3/brands',
    {
      config: { permission: actionPermissions(contract, 'create'), district: 'body', audit: { entity: contract.name, action: 'create' } },
      schema: { tags: TAG, summary: 'Create a brand', body: brandInput.extend({ district_id: zIdBody }), response: { 201: zItemEnvelope(brandRecord) } },
    },
    async (request, reply) => {
      const { district_id: _, ...input } = request.body;
      const districtIds = await checkBrand(request, input, null);
      const id = await unique(request, input, districtIds, null, () => createBrand(app.db, input, districtIds));
      const data = await found(request, id);
      noteWrite(request, { recordId: id, after: data });
      reply.code(201);
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/brands/:id',
    {
      config: { permission: WRITE, district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: { tags: TAG, summary: 'Update a brand', params: idParams, body: brandInput.extend({ district_id: zIdBody }), response: item },
    },
    async (request) => {
      const { district_id: _, ...input } = request.body;
      const before = await writable(request, request.params.id);
      const districtIds = await checkBrand(request, input, before);
      const done = await unique(request, input, districtIds, before, () => updateBrand(app.db, before.id, input, districtIds));
      if (!done) throw notFound(request.t('Errors.NotFound'));
      const data = await found(request, before.id);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/brands/:id/theme',
    {
      config: { permission: WRITE, district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: {
        tags: TAG,
        summary: 'Set the theme of the brand’s app: colour, font and its full-screen images',
        params: idParams,
        body: themeInput.extend({ district_id: zIdBody }),
        response: item,
      },
    },
    async (request) => {
      const { district_id: _, ...input } = request.body;
      const before = await writable(request, request.params.id);
      const files: Partial<Record<BrandFileField, string | string[] | null>> = {
        welcome_paths: input.welcome_paths,
        login_background_path: input.login_background_path,
        splash_path: input.splash_path,
        app_logo_path: input.app_logo_path,
      };
      refuse(request, await imageErrors(app.db, request.district!.id, files, contract, before));
      if (!(await updateTheme(app.db, before.id, input))) throw notFound(request.t('Errors.NotFound'));
      const data = await found(request, before.id);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t('Strings.Saved'), data };
    },
  );

  app.put(
    '/api/v3/brands/:id/publishing',
    {
      config: { permission: WRITE, district: 'body', audit: { entity: contract.name, action: 'update' } },
      schema: {
        tags: TAG,
        summary: 'Save what the app stores publish of the brand’s app; `submit` sends it for publishing',
        params: idParams,
        body: publishingInput.extend({ district_id: zIdBody }),
        response: item,
      },
    },
    async (request) => {
      const { district_id: _, ...input } = request.body;
      const before = await writable(request, request.params.id);
      const files = { feature_graphic_path: input.feature_graphic_path, screenshots_zip_path: input.screenshots_zip_path };
      const errors = await imageErrors(app.db, request.district!.id, files, contract, before);
      if (input.submit) for (const field of missingForSubmit(input)) errors[field] ??= [V.FieldNotNull];
      refuse(request, errors);
      if (!(await updatePublishing(app.db, before.id, input))) throw notFound(request.t('Errors.NotFound'));
      const data = await found(request, before.id);
      noteWrite(request, { recordId: before.id, before, after: data });
      return { success: true as const, message: request.t(input.submit ? 'Strings.BrandPublishingSubmitted' : 'Strings.Saved'), data };
    },
  );

  app.delete(
    '/api/v3/brands/:id',
    {
      config: { permission: actionPermissions(contract, 'delete'), audit: { entity: contract.name, action: 'delete' } },
      schema: { tags: TAG, summary: 'Delete a brand', params: idParams, querystring: districtQuery, response: { 200: zDeleted } },
    },
    async (request) => {
      const before = await writable(request, request.params.id);
      if (!(await deleteBrand(app.db, before.id))) throw notFound(request.t('Errors.NotFound'));
      noteWrite(request, { recordId: before.id, before });
      return { success: true as const, message: request.t('Strings.Deleted'), data: { id: before.id } };
    },
  );
}

export default entityServer({ routes: brandRoutes });
