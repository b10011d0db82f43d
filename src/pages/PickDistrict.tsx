import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/useT';
import { PublicFrame } from '../public/Frame';
import { Alert, Button, Spinner } from '../public/ui';
import { session, useSession } from '../session';
import type { SessionUser } from '../session/types';

const NO_DISTRICTS: SessionUser['districts'] = [];

/** Up and down arrows move between the districts, as in a menu; Tab still leaves the list. */
function moveFocus(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const buttons = [...e.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[(at + (e.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length];
  e.preventDefault();
  next?.focus();
}

/**
 * Spec console §4: the current district is no longer among the user's districts, so the user
 * picks another one (select-district) and goes on at the dashboard. Logging out stays possible.
 */
export default function PickDistrict() {
  const { t } = useT();
  const navigate = useNavigate();
  const lost = useSession((s) => s.district?.name ?? '');
  const districts = useSession((s) => s.user?.districts ?? NO_DISTRICTS);
  const [picking, setPicking] = useState<{ id: number; name: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const listLabel = useId();

  const pick = async (district: { id: number; name: string }) => {
    setPicking(district);
    setFailed(false);
    // The shell opens where the user goes on as soon as the district is set.
    navigate('/backend/dashboard', { replace: true });
    if (!(await session.switchDistrict(district.id))) {
      setPicking(null);
      setFailed(true);
    }
  };

  return (
    <PublicFrame title={t('Shell.PickDistrict.Title')}>
      <div data-testid="pick-district">
        <Alert severity="warning" data-testid="district-lost">
          {t('Shell.PickDistrict.Lost', { district: lost })}
        </Alert>
        {failed && (
          <Alert severity="error" data-testid="pick-district-error">
            {t('Shell.PickDistrict.Failed')}
          </Alert>
        )}
        <h2 id={listLabel} className="b-subtitle">
          {t('Shell.PickDistrict.Choose')}
        </h2>
        <ul className="b-choices" aria-labelledby={listLabel} onKeyDown={moveFocus}>
          {districts.map((d, i) => (
            <li key={d.id}>
              <Button
                variant="text"
                className="b-choice"
                autoFocus={i === 0}
                disabled={picking !== null}
                onClick={() => void pick(d)}
                data-testid="pick-district-option"
              >
                <span>{d.name}</span>
                {picking?.id === d.id && <Spinner label={t('Shell.PickDistrict.Picking', { district: d.name })} />}
              </Button>
            </li>
          ))}
        </ul>
        <p className="b-sr" role="status" aria-live="polite">
          {picking ? t('Shell.PickDistrict.Picking', { district: picking.name }) : ''}
        </p>
        <div className="b-form">
          <Button variant="text" onClick={() => session.logout()} data-testid="pick-district-logout">
            {t('Shell.Logout')}
          </Button>
        </div>
      </div>
    </PublicFrame>
  );
}
