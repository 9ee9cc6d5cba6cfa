/**
 * The account mails in French, Italian, Dutch and Turkish (issue 35), formal as the German ones.
 * Same shape as `Language` in mails.ts; spread into its LANGUAGES (`...MORE_MAIL_LANGUAGES`) when
 * the locales are registered.
 */
export interface MoreMailLanguage {
  /** "If the button does not work, open this address:" */
  fallback: string;
  confirm: { subject: string; lines: string[]; action: string };
  reset: { subject: string; lines: string[]; action: string };
}

export const MORE_MAIL_LANGUAGES: Record<'fr' | 'it' | 'nl' | 'tr', MoreMailLanguage> = {
  fr: {
    fallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
    confirm: {
      subject: 'Confirmez votre adresse e-mail',
      lines: [
        'Bienvenue sur Aurora Casino !',
        'Veuillez confirmer votre adresse e-mail. Le lien est valable 24 heures.',
      ],
      action: 'Confirmer l’e-mail',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      lines: [
        'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Aurora Casino.',
        'Le lien est valable une heure et ne fonctionne qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
  },
  it: {
    fallback: 'Se il pulsante non funziona, apra questo indirizzo:',
    confirm: {
      subject: 'Confermi il Suo indirizzo e-mail',
      lines: [
        'Benvenuto su Aurora Casino!',
        'La preghiamo di confermare il Suo indirizzo e-mail. Il link è valido 24 ore.',
      ],
      action: 'Conferma e-mail',
    },
    reset: {
      subject: 'Reimposti la Sua password',
      lines: [
        'È stato chiesto di reimpostare la password del Suo account Aurora Casino.',
        'Il link è valido per un’ora e funziona una sola volta. Se non è stato Lei, ignori questa e-mail: la Sua password resta invariata.',
      ],
      action: 'Scegli una nuova password',
    },
  },
  nl: {
    fallback: 'Werkt de knop niet? Open dan dit adres:',
    confirm: {
      subject: 'Bevestig uw e-mailadres',
      lines: ['Welkom bij Aurora Casino!', 'Bevestig uw e-mailadres. De link is 24 uur geldig.'],
      action: 'E-mailadres bevestigen',
    },
    reset: {
      subject: 'Stel uw wachtwoord opnieuw in',
      lines: [
        'Iemand heeft gevraagd het wachtwoord van uw Aurora Casino-account opnieuw in te stellen.',
        'De link is één uur geldig en werkt één keer. Was u dit niet, negeer deze e-mail dan: uw wachtwoord blijft ongewijzigd.',
      ],
      action: 'Nieuw wachtwoord kiezen',
    },
  },
  tr: {
    fallback: 'Düğme çalışmazsa şu adresi açın:',
    confirm: {
      subject: 'E-posta adresinizi onaylayın',
      lines: [
        'Aurora Casino’ya hoş geldiniz!',
        'Lütfen e-posta adresinizi onaylayın. Bağlantı 24 saat geçerlidir.',
      ],
      action: 'E-postayı onayla',
    },
    reset: {
      subject: 'Şifrenizi sıfırlayın',
      lines: [
        'Aurora Casino hesabınızın şifresini sıfırlamak için bir istek aldık.',
        'Bağlantı bir saat geçerlidir ve yalnızca bir kez çalışır. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmeden kalır.',
      ],
      action: 'Yeni şifre belirle',
    },
  },
};
