import type { MovementTotals } from '@casino/contracts';
import { intlLocale, type SiteLocaleCode } from '@casino/contracts/locale';
import { MORE_STATEMENT_TEXTS, type MoreStatementTexts } from './statement-files.more-locales.ts';

// The statement downloads' labels (issue 35), one catalogue per site locale, and how the
// statement writes a day in that language.

export type Language = SiteLocaleCode;

type Texts = MoreStatementTexts;

export const STATEMENT_TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Activity statement',
    currency: 'Currency',
    period: 'Period',
    timeZone: 'Time zone',
    date: 'Date',
    opening: 'Opening balance',
    closing: 'Closing balance',
    totals: 'Totals',
    days: 'By day',
    noActivity: 'No activity in this period.',
    totalNames: {
      deposits: 'Deposits',
      withdrawals: 'Withdrawals',
      stakes: 'Stakes',
      wins: 'Wins',
      bonuses: 'Bonuses',
      other: 'Other',
    },
    check:
      'Opening balance + deposits − withdrawals − stakes + wins + bonuses + other = closing balance.',
    page: 'Page',
  },
  de: {
    title: 'Kontoauszug',
    currency: 'Währung',
    period: 'Zeitraum',
    timeZone: 'Zeitzone',
    date: 'Datum',
    opening: 'Anfangssaldo',
    closing: 'Schlusssaldo',
    totals: 'Summen',
    days: 'Nach Tagen',
    noActivity: 'Keine Aktivität in diesem Zeitraum.',
    totalNames: {
      deposits: 'Einzahlungen',
      withdrawals: 'Auszahlungen',
      stakes: 'Einsätze',
      wins: 'Gewinne',
      bonuses: 'Boni',
      other: 'Sonstiges',
    },
    check:
      'Anfangssaldo + Einzahlungen − Auszahlungen − Einsätze + Gewinne + Boni + Sonstiges = Schlusssaldo.',
    page: 'Seite',
  },
  es: {
    title: 'Extracto de actividad',
    currency: 'Moneda',
    period: 'Periodo',
    timeZone: 'Zona horaria',
    date: 'Fecha',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    totals: 'Totales',
    days: 'Por día',
    noActivity: 'No hay actividad en este periodo.',
    totalNames: {
      deposits: 'Depósitos',
      withdrawals: 'Retiros',
      stakes: 'Apuestas',
      wins: 'Ganancias',
      bonuses: 'Bonos',
      other: 'Otros',
    },
    check:
      'Saldo inicial + depósitos − retiros − apuestas + ganancias + bonos + otros = saldo final.',
    page: 'Página',
  },
  'pt-br': {
    title: 'Extrato de atividade',
    currency: 'Moeda',
    period: 'Período',
    timeZone: 'Fuso horário',
    date: 'Data',
    opening: 'Saldo inicial',
    closing: 'Saldo final',
    totals: 'Totais',
    days: 'Por dia',
    noActivity: 'Nenhuma atividade neste período.',
    totalNames: {
      deposits: 'Depósitos',
      withdrawals: 'Saques',
      stakes: 'Apostas',
      wins: 'Ganhos',
      bonuses: 'Bônus',
      other: 'Outros',
    },
    check: 'Saldo inicial + depósitos − saques − apostas + ganhos + bônus + outros = saldo final.',
    page: 'Página',
  },
  pl: {
    title: 'Zestawienie aktywności',
    currency: 'Waluta',
    period: 'Okres',
    timeZone: 'Strefa czasowa',
    date: 'Data',
    opening: 'Saldo początkowe',
    closing: 'Saldo końcowe',
    totals: 'Podsumowanie',
    days: 'Według dni',
    noActivity: 'Brak aktywności w tym okresie.',
    totalNames: {
      deposits: 'Wpłaty',
      withdrawals: 'Wypłaty',
      stakes: 'Stawki',
      wins: 'Wygrane',
      bonuses: 'Bonusy',
      other: 'Inne',
    },
    check:
      'Saldo początkowe + wpłaty − wypłaty − stawki + wygrane + bonusy + inne = saldo końcowe.',
    page: 'Strona',
  },
  ar: {
    title: 'كشف النشاط',
    currency: 'العملة',
    period: 'الفترة',
    timeZone: 'المنطقة الزمنية',
    date: 'التاريخ',
    opening: 'الرصيد الافتتاحي',
    closing: 'الرصيد الختامي',
    totals: 'الإجماليات',
    days: 'حسب اليوم',
    noActivity: 'لا نشاط في هذه الفترة.',
    totalNames: {
      deposits: 'الإيداعات',
      withdrawals: 'عمليات السحب',
      stakes: 'الرهانات',
      wins: 'الأرباح',
      bonuses: 'المكافآت',
      other: 'أخرى',
    },
    check:
      'الرصيد الافتتاحي + الإيداعات − عمليات السحب − الرهانات + الأرباح + المكافآت + أخرى = الرصيد الختامي.',
    page: 'صفحة',
  },
  ...MORE_STATEMENT_TEXTS,
};

export const TOTALS: (keyof MovementTotals)[] = [
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'bonuses',
  'other',
];

/** A day (YYYY-MM-DD) as the language writes it. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
