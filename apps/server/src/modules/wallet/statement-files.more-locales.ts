import type { MovementTotals } from '@casino/contracts';

/**
 * The statement downloads' labels in French, Italian, Dutch and Turkish (issue 35), and the
 * shape of every language's labels; spread into STATEMENT_TEXTS of statement-texts.ts.
 */
export interface MoreStatementTexts {
  title: string;
  currency: string;
  period: string;
  timeZone: string;
  date: string;
  opening: string;
  closing: string;
  totals: string;
  days: string;
  noActivity: string;
  totalNames: Record<keyof MovementTotals, string>;
  /** Says how the balance adds up, under the totals. */
  check: string;
  page: string;
}

export const MORE_STATEMENT_TEXTS: Record<'fr' | 'it' | 'nl' | 'tr', MoreStatementTexts> = {
  fr: {
    title: 'Relevé d’activité',
    currency: 'Devise',
    period: 'Période',
    timeZone: 'Fuseau horaire',
    date: 'Date',
    opening: 'Solde d’ouverture',
    closing: 'Solde de clôture',
    totals: 'Totaux',
    days: 'Par jour',
    noActivity: 'Aucune activité sur cette période.',
    totalNames: {
      deposits: 'Dépôts',
      withdrawals: 'Retraits',
      stakes: 'Mises',
      wins: 'Gains',
      bonuses: 'Bonus',
      other: 'Autres',
    },
    check:
      'Solde d’ouverture + dépôts − retraits − mises + gains + bonus + autres = solde de clôture.',
    page: 'Page',
  },
  it: {
    title: 'Estratto delle attività',
    currency: 'Valuta',
    period: 'Periodo',
    timeZone: 'Fuso orario',
    date: 'Data',
    opening: 'Saldo iniziale',
    closing: 'Saldo finale',
    totals: 'Totali',
    days: 'Per giorno',
    noActivity: 'Nessuna attività in questo periodo.',
    totalNames: {
      deposits: 'Depositi',
      withdrawals: 'Prelievi',
      stakes: 'Puntate',
      wins: 'Vincite',
      bonuses: 'Bonus',
      other: 'Altro',
    },
    check:
      'Saldo iniziale + depositi − prelievi − puntate + vincite + bonus + altro = saldo finale.',
    page: 'Pagina',
  },
  nl: {
    title: 'Activiteitenoverzicht',
    currency: 'Valuta',
    period: 'Periode',
    timeZone: 'Tijdzone',
    date: 'Datum',
    opening: 'Beginsaldo',
    closing: 'Eindsaldo',
    totals: 'Totalen',
    days: 'Per dag',
    noActivity: 'Geen activiteit in deze periode.',
    totalNames: {
      deposits: 'Stortingen',
      withdrawals: 'Opnames',
      stakes: 'Inzetten',
      wins: 'Winsten',
      bonuses: 'Bonussen',
      other: 'Overig',
    },
    check:
      'Beginsaldo + stortingen − opnames − inzetten + winsten + bonussen + overig = eindsaldo.',
    page: 'Pagina',
  },
  tr: {
    title: 'Hesap hareketleri dökümü',
    currency: 'Para birimi',
    period: 'Dönem',
    timeZone: 'Saat dilimi',
    date: 'Tarih',
    opening: 'Açılış bakiyesi',
    closing: 'Kapanış bakiyesi',
    totals: 'Toplamlar',
    days: 'Güne göre',
    noActivity: 'Bu dönemde hareket yok.',
    totalNames: {
      deposits: 'Yatırımlar',
      withdrawals: 'Çekimler',
      stakes: 'Bahisler',
      wins: 'Kazançlar',
      bonuses: 'Bonuslar',
      other: 'Diğer',
    },
    check:
      'Açılış bakiyesi + yatırımlar − çekimler − bahisler + kazançlar + bonuslar + diğer = kapanış bakiyesi.',
    page: 'Sayfa',
  },
};
