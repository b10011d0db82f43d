import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EarlyTabs } from '../../layout/EarlyTabs';
import { usePainted } from '../usePainted';

interface Props {
  value: string | undefined;
  values: readonly string[];
  /** A tab's words. */
  label: (value: string) => string;
  onChange: (value: string) => void;
}

/**
 * A list's tabs (spec console §9). MUI's Tabs measure the page as they mount (their indicator,
 * their scroll buttons) and then draw themselves again: mounted with the list, that measuring
 * forced the layout of the whole new screen inside the commit that draws it, and the second
 * drawing ran every effect of that commit in the same task (issue 11: a list's cold load and
 * click, Lighthouse's blocking time). So the list's first frame draws them as the wait screen
 * does (its early-tab styles, the same look) and MUI's mount in the next one.
 */
export function ListTabs({ value, values, label, onChange }: Props) {
  const painted = usePainted();
  if (!painted) {
    return (
      <EarlyTabs>
        {values.map((v) => (
          <span key={v} className={v === value ? 'b-early-tab b-early-tab-on' : 'b-early-tab'}>
            {label(v)}
          </span>
        ))}
      </EarlyTabs>
    );
  }
  return (
    <Tabs
      value={value}
      onChange={(_, v: string) => onChange(v)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {values.map((v) => (
        <Tab key={v} value={v} label={label(v)} data-testid={`tab-${v}`} />
      ))}
    </Tabs>
  );
}
