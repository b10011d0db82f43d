import StarIcon from '@mui/icons-material/Star';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useLocalized } from '../../client/localized';
import { hasField, type ApprovalStatus, type ContentContract, type ContentField } from '../../contract/content';
import { CONTENT_LOCALES } from '../../lib/contentLocales';
import { THUMBNAIL_HEIGHT } from '../../lib/imageRules';
import { useDeclaration } from '../../registry/ResourcePage';
import { QrLinkButton } from '../dialogs/QrLinkDialog';
import { DistrictDate } from '../DistrictDate';
import { ResourceDetails, type DetailField } from '../list/ResourceDetails';
import { ResourceList } from '../list/ResourceList';
import type { ColumnRenders } from '../list/contractColumns';
import { TagChips } from '../list/TagChips';
import { ApprovalButtons, ApprovalCell, ApprovalChip } from './Approval';
import { ContentActions } from './ContentActions';

/** A content item as the console reads it (translated fields per language, spec content §3). */
export interface ContentItem extends RaRecord {
  status: 'draft' | 'published' | 'archived';
  visibility: string;
  title?: Record<string, string>;
  subtitle?: Record<string, string>;
  description?: Record<string, string>;
  welcome_message?: Record<string, string>;
  goals?: Record<string, string>;
  cover: string | null;
  episode_cover: string | null;
  external_link: string | null;
  stream_verified: boolean;
  place_type: string;
  place_name: string | null;
  place_address: string | null;
  datetime_start: string | null;
  datetime_end: string | null;
  datetime_confirmation: string | null;
  top_news: boolean;
  author_name: string;
  source: string | null;
  tags: { id: number; name: string }[];
  episodes_count: number;
  cloned_from: number | null;
  approval_status: ApprovalStatus | null;
  rejection_reason: string | null;
  datetime_rejection: string | null;
  created_at: string;
  updated_at: string;
}

export function ContentStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`Content.Status.${status}`, { _: status })}
      color={status === 'published' ? 'success' : 'default'}
      variant={status === 'published' ? 'filled' : 'outlined'}
      data-testid="content-status"
    />
  );
}

/** Spec console §9: thumbnails at height 150 (smaller on a phone, where the row must stay readable). */
function Thumbnail({ src, alt }: { src: string | null; alt: string }) {
  const translate = useTranslate();
  const size = { height: { xs: 56, md: THUMBNAIL_HEIGHT }, width: { xs: 88, md: 220 } };
  if (!src) {
    return (
      <Box sx={{ ...size, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 1 }} title={translate('Content.NoCover')}>
        <ImageIcon sx={{ color: 'text.disabled' }} aria-label={translate('Content.NoCover')} />
      </Box>
    );
  }
  return <Box component="img" src={src} alt={alt} loading="lazy" sx={{ ...size, objectFit: 'cover', borderRadius: 1, display: 'block' }} />;
}

function StreamChip({ verified }: { verified: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={verified ? 'success' : 'warning'}
      variant="outlined"
      label={translate(verified ? 'Content.StreamVerified' : 'Content.StreamNotVerified')}
    />
  );
}

function Period({ record }: { record: ContentItem }) {
  if (!record.datetime_start && !record.datetime_end) return <>—</>;
  return (
    <>
      <DistrictDate value={record.datetime_start} empty="…" /> – <DistrictDate value={record.datetime_end} empty="…" />
    </>
  );
}

const useContract = () => useDeclaration().contract as ContentContract;

/**
 * A content entity's list (spec console §2 "shared list screen", content §2 "Content filter values:
 * all, published, draft"): cover thumbnails, title with subtitle, status, publish date and the
 * columns of this entity's fields (period, tags, episodes, stream), search, tabs, sort, infinite
 * scroll; the section's QR link in the header. The columns are the contract's (contentColumns),
 * which the wait screen draws the first rows with; the cells here are the ones the list draws
 * beyond their kind (the large cover, the star and subtitle, the approval buttons, the chips).
 */
export function ContentList({ extraActions }: { extraActions?: ReactNode }) {
  const contract = useContract();
  const text = useLocalized();
  const translate = useTranslate();
  const has = (f: ContentField) => hasField(contract.content, f);
  const renders: ColumnRenders<ContentItem> = {
    cover: (r) => <Thumbnail src={r.cover} alt={text(r.title)} />,
    title: (r) => (
      <Box>
        <Typography variant="body2" fontWeight={600} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {r.top_news && <StarIcon fontSize="small" color="warning" titleAccess={translate('Content.TopNews')} />}
          {text(r.title)}
        </Typography>
        {has('subtitle') && text(r.subtitle) && (
          <Typography variant="body2" color="text.secondary">
            {text(r.subtitle)}
          </Typography>
        )}
      </Box>
    ),
    // ContentStatusChip: the tests find the status by its data-testid.
    status: (r) => <ContentStatusChip status={r.status} />,
    approval_status: (r) => <ApprovalCell contract={contract} id={r.id} status={r.approval_status} />,
    datetime_start: (r) => <Period record={r} />,
    // A dash where the item was never published (the date kind leaves the cell empty).
    datetime_confirmation: (r) => <DistrictDate value={r.datetime_confirmation} empty="—" />,
    tags: (r) => <TagChips names={r.tags.map((t) => t.name)} />,
    stream_verified: (r) => <StreamChip verified={r.stream_verified} />,
  };
  return (
    <ResourceList<ContentItem>
      label={(r) => text(r.title)}
      renders={renders}
      actions={
        <>
          {extraActions}
          <QrLinkButton section={contract.section.id} />
        </>
      }
    />
  );
}

/** The fields of a content item's details, as far as its entity has them. */
function detailFields(contract: ContentContract, translate: (k: string) => string): DetailField<ContentItem>[] {
  const has = (f: ContentField) => hasField(contract.content, f);
  const F = `resources.${contract.name}.fields`;
  const languages: DetailField<ContentItem>[] = CONTENT_LOCALES.map((l) => ({
    label: `Form.Locales.${l}`,
    render: (r) =>
      r.title?.[l] ? (
        <Box component="span" sx={{ display: 'block' }}>
          <Box component="strong" sx={{ display: 'block' }}>
            {r.title[l]}
          </Box>
          {r.subtitle?.[l] && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {r.subtitle[l]}
            </Box>
          )}
          <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
            {r.description?.[l]}
          </Box>
          {has('group') &&
            (['welcome_message', 'goals'] as const).map(
              (f) =>
                r[f]?.[l] && (
                  <Box key={f} component="span" sx={{ display: 'block', whiteSpace: 'pre-line', mt: 1 }}>
                    <Box component="em" sx={{ display: 'block', color: 'text.secondary' }}>
                      {translate(`${F}.${f}`)}
                    </Box>
                    {r[f][l]}
                  </Box>
                ),
            )}
        </Box>
      ) : (
        '—'
      ),
  }));
  const approval: DetailField<ContentItem>[] = contract.content.approval
    ? [
        // The header holds Approve and Reject here: the field only says where the item stands.
        { label: `${F}.approval_status`, render: (r) => <ApprovalChip resource={contract.name} status={r.approval_status} /> },
        {
          label: `${F}.rejection_reason`,
          render: (r) =>
            r.rejection_reason ? (
              <Box component="span" sx={{ whiteSpace: 'pre-line' }} data-testid="rejection-reason-shown">
                {r.rejection_reason}{' '}
                {r.datetime_rejection && (
                  <>
                    (<DistrictDate value={r.datetime_rejection} time />)
                  </>
                )}
              </Box>
            ) : (
              '—'
            ),
        },
      ]
    : [];
  return [
    { label: `${F}.status`, render: (r) => <ContentStatusChip status={r.status} /> },
    ...approval,
    { label: `${F}.datetime_confirmation`, render: (r) => <DistrictDate value={r.datetime_confirmation} empty="—" /> },
    ...languages,
    ...(has('dates') ? [{ label: `${F}.datetime_start`, render: (r: ContentItem) => <Period record={r} /> }] : []),
    ...(has('place')
      ? [
          {
            label: `${F}.place_type`,
            render: (r: ContentItem) =>
              r.place_type === 'custom_space'
                ? `${r.place_name ?? ''} · ${r.place_address ?? ''}`
                : translate(`resources.${contract.name}.values.place_type.${r.place_type}`),
          },
        ]
      : []),
    ...(has('external_link')
      ? [
          {
            label: `${F}.external_link`,
            render: (r: ContentItem) =>
              r.external_link ? (
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', wordBreak: 'break-all' }}>
                  <Link href={r.external_link} target="_blank" rel="noopener noreferrer">
                    {r.external_link}
                  </Link>
                  {has('stream') && <StreamChip verified={r.stream_verified} />}
                </Box>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    ...(has('author') ? [{ label: `${F}.author_name`, render: (r: ContentItem) => r.author_name || '—' }] : []),
    ...(has('source') ? [{ label: `${F}.source`, render: (r: ContentItem) => r.source || '—' }] : []),
    ...(has('top_news') ? [{ label: `${F}.top_news`, render: (r: ContentItem) => translate(r.top_news ? 'ra.boolean.true' : 'ra.boolean.false') }] : []),
    ...(has('tags') ? [{ label: `${F}.tags`, render: (r: ContentItem) => (r.tags.length ? <TagChips names={r.tags.map((t) => t.name)} /> : '—') }] : []),
    ...(has('visibility')
      ? [{ label: `${F}.visibility`, render: (r: ContentItem) => translate(`resources.${contract.name}.values.visibility.${r.visibility}`) }]
      : []),
    ...(has('episode_cover')
      ? [{ label: `${F}.episode_cover`, render: (r: ContentItem) => (r.episode_cover ? <Thumbnail src={r.episode_cover} alt="" /> : '—') }]
      : []),
    { label: `${F}.updated_at`, render: (r) => <DistrictDate value={r.updated_at} time /> },
  ];
}

/**
 * A content item's details page: its cover, texts in every language, its fields; Edit, Delete,
 * Share and QR link; below, what the entity adds (a podcast's episodes); then its History.
 */
export function ContentDetails({ children }: { children?: (record: ContentItem) => ReactNode }) {
  const contract = useContract();
  const text = useLocalized();
  const translate = useTranslate();
  return (
    <ResourceDetails<ContentItem>
      title={(r) => text(r.title)}
      media={(r) =>
        r.cover && (
          <Box
            component="img"
            src={r.cover}
            alt=""
            sx={{ width: '100%', aspectRatio: '2.76', objectFit: 'cover', borderRadius: 1, display: 'block', mb: 2 }}
            data-testid="content-cover"
          />
        )
      }
      actions={(r) => (
        <>
          {contract.content.approval && <ApprovalButtons contract={contract} id={r.id} status={r.approval_status} />}
          <ContentActions contract={contract} id={r.id} />
        </>
      )}
      fields={detailFields(contract, translate)}
    >
      {children}
    </ResourceDetails>
  );
}
