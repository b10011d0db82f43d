import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, useTheme, type SxProps, type Theme } from '@mui/material/styles';

/**
 * FullCalendar's "classic" theme coloured by the console's MUI theme: its palette variables (set
 * on the root, where its portalled "+ more" popover reads them too, and only while a calendar is
 * shown) instead of the theme's stock palette.css. Buttons in the primary colour, today in the
 * brand's yellow, frozen hours in the info blue, borders and texts from the palette.
 */
export function CalendarTheme() {
  const theme = useTheme();
  const p = theme.palette;
  return (
    <GlobalStyles
      styles={{
        ':root': {
          '--fc-classic-button': p.primary.main,
          '--fc-classic-button-border': p.primary.main,
          '--fc-classic-button-strong': p.primary.dark,
          '--fc-classic-button-strong-border': p.primary.dark,
          '--fc-classic-button-outline': alpha(p.primary.main, 0.5),
          '--fc-classic-button-foreground': p.primary.contrastText,
          '--fc-classic-primary': p.primary.main,
          '--fc-classic-primary-foreground': p.primary.contrastText,
          '--fc-classic-event': p.primary.main,
          '--fc-classic-event-contrast': p.primary.contrastText,
          '--fc-classic-background-event': p.info.main,
          '--fc-classic-background-event-opacity': '16%',
          '--fc-classic-background-event-foreground-opacity': '80%',
          '--fc-classic-highlight': alpha(p.primary.main, 0.12),
          '--fc-classic-today': alpha(p.secondary.main, 0.18),
          '--fc-classic-now': p.error.main,
          '--fc-classic-small-dot-width': '8px',
          '--fc-classic-large-dot-width': '10px',
          '--fc-classic-background': p.background.paper,
          '--fc-classic-faint': alpha(p.text.primary, 0.04),
          '--fc-classic-muted': alpha(p.text.primary, 0.08),
          '--fc-classic-strong': alpha(p.text.primary, 0.14),
          '--fc-classic-foreground': p.text.primary,
          '--fc-classic-faint-foreground': p.text.disabled,
          '--fc-classic-muted-foreground': p.text.secondary,
          '--fc-classic-border': p.divider,
          '--fc-classic-strong-border': p.grey[400],
        },
      }}
    />
  );
}

/** The calendar's own type and its activities' content (time, title, status label; the cancelled ones greyed). */
export function calendarSx(theme: Theme): SxProps<Theme> {
  return {
    '& .borgo-calendar': {
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.body2.fontSize,
      lineHeight: 1.43,
      bgcolor: 'background.paper',
      borderRadius: 1,
    },
    '& .borgo-calendar__title': { ...theme.typography.h6 },
    '& .borgo-activity': { cursor: 'pointer' },
    '& .borgo-activity__content': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.5, minWidth: 0, overflow: 'hidden' },
    '& .borgo-activity__time': { fontWeight: 600, whiteSpace: 'nowrap' },
    '& .borgo-activity__title': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
    '& .borgo-activity__status': {
      fontSize: '0.7rem',
      lineHeight: 1.3,
      px: 0.5,
      border: '1px solid currentColor',
      borderRadius: 0.5,
      opacity: 0.85,
      whiteSpace: 'nowrap',
    },
    '& .borgo-activity--muted': { opacity: 0.55, filter: 'grayscale(0.6)' },
    '& .borgo-activity--rejected .borgo-activity__title': { textDecoration: 'line-through' },
    // At the foot of the day: its number and its activities take the top.
    '& .borgo-frozen__title--month': { position: 'absolute', bottom: 2, insetInline: 4, lineHeight: 1.2 },
    '& .borgo-frozen': {
      backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, ${alpha(theme.palette.info.main, 0.12)} 6px 12px)`,
    },
  };
}
