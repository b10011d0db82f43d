import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useGoBack } from '../../registry/navigation';

/** A screen's heading (spec console §2): back arrow, title, and the header's action buttons. */
export function ListHeader({ title, actions, back }: { title: string; actions?: ReactNode; back?: string }) {
  const translate = useTranslate();
  const goBack = useGoBack(back);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Title title={title} />
      <IconButton onClick={goBack} aria-label={translate('Actions.GoBack')} data-testid="back-arrow" edge="start">
        <ArrowBackIcon />
      </IconButton>
      {/* At least 8rem of title before the actions wrap below: a phone showed "Giar…" beside Edit and Delete.
          One line on a laptop; on a phone up to two, so that "Impostazioni del tema: Borgo Verde" is read whole. */}
      <Typography
        component="h1"
        variant="h5"
        sx={(t) => ({
          fontWeight: 600,
          flex: '1 1 8rem',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          [t.breakpoints.down('sm')]: {
            whiteSpace: 'normal',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflowWrap: 'break-word',
          },
        })}
      >
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
