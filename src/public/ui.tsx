import { useId, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type InputHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { navigate } from '../router/location';
import './public.css';

/** The few building blocks of the public pages (see public.css for why they are not MUI). */
export function TextInput({
  label,
  error,
  helperText,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: boolean; helperText?: string }) {
  const id = useId();
  return (
    <div className={`b-field${error ? ' b-invalid' : ''}`}>
      <label className="b-label" htmlFor={id}>
        {label}
        {input.required ? ' *' : ''}
      </label>
      <input id={id} className="b-input" aria-invalid={error || undefined} aria-describedby={helperText ? `${id}-help` : undefined} {...input} />
      {helperText && (
        <p id={`${id}-help`} className="b-help">
          {helperText}
        </p>
      )}
    </div>
  );
}

type Variant = 'contained' | 'text';

export function Button({ variant = 'contained', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={`b-btn b-btn-${variant} ${className}`} {...props} />;
}

/** A real link that moves inside the page on a plain click (a new tab still works). */
function follow(to: string) {
  return (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
}

export function LinkButton({ to, variant = 'text', ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; variant?: Variant }) {
  return <a href={to} onClick={follow(to)} className={`b-btn b-btn-${variant}`} {...props} />;
}

export function TextLink({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} onClick={follow(to)} className="b-link" {...props} />;
}

export function Alert({
  severity,
  title,
  children,
  ...rest
}: {
  severity: 'error' | 'warning' | 'info' | 'success';
  title?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={`b-alert b-alert-${severity}`} role={severity === 'error' ? 'alert' : 'status'} {...rest}>
      {title && <p className="b-alert-title">{title}</p>}
      {children}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return <div className="b-spinner" role="progressbar" aria-label={label} />;
}
