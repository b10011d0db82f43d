import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useSession } from '../session';
import { countryOf } from '../session/machine';

/** The district's currency (spec console §9: currency code and symbol of its country). */
export function useCurrency() {
  // Two picks of plain strings: a selector answering a new object each time would never settle.
  const code = useSession((s) => countryOf(s.user?.dashboard_district).currency_code);
  const symbol = useSession((s) => countryOf(s.user?.dashboard_district).currency_symbol);
  return useMemo(() => ({ code, symbol }), [code, symbol]);
}

interface Money {
  symbol: string;
  format(cents: number): string;
}

/**
 * The formatters of a language and currency, made once per page: a list shows an amount on each
 * row, and making an Intl formatter is the slow part (a 20-row activities list made 40 of them).
 */
const made = new Map<string, Money>();

function moneyOf(locale: string, code: string | undefined, symbol: string): Money {
  const key = `${locale} ${code ?? ''} ${symbol}`;
  let money = made.get(key);
  if (money) return money;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  let currency: Intl.NumberFormat | null = null;
  try {
    if (code) currency = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
  } catch {
    // An unknown code: the symbol before the number, as the spec's default "$" is.
  }
  money = {
    symbol: currency?.formatToParts(0).find((p) => p.type === 'currency')?.value ?? symbol,
    format: (cents: number) => (currency ? currency.format(cents / 100) : `${symbol} ${number.format(cents / 100)}`),
  };
  made.set(key, money);
  return money;
}

/**
 * Amounts in the district's currency, written the UI language's way: `format(1250)` is "€12.50"
 * in English and "12,50 €" in Italian. Amounts travel in the currency's minor unit (cents).
 */
export function useMoney(): Money {
  const [locale] = useLocaleState();
  const { code, symbol } = useCurrency();
  return moneyOf(locale, code, symbol);
}
