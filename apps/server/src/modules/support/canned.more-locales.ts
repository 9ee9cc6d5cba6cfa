/**
 * The agents' canned answers for French, Italian, Dutch and Turkish players (issue 35), formal as
 * the German ones; titles stay in English (the agents' language) as in canned.ts. Spread into its
 * CANNED (`...MORE_CANNED`) when the locales are registered.
 */
export const MORE_CANNED: Record<
  'fr' | 'it' | 'nl' | 'tr',
  { id: string; title: string; body: string }[]
> = {
  fr: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'Bonjour ! Merci d’avoir contacté l’assistance Aurora. Comment puis-je vous aider aujourd’hui ?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Votre retrait est en cours d’examen par notre équipe paiements. La plupart des examens se terminent en 24 heures ; vous recevrez une notification dès qu’il sera payé.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'Veuillez confirmer votre adresse e-mail avec le lien que nous vous avons envoyé. Vous pouvez demander un nouveau lien depuis votre profil.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'Puis-je vous aider pour autre chose ? Excellente journée à vous !',
    },
  ],
  it: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'Salve! Grazie per aver contattato l’assistenza Aurora. Come posso aiutarLa oggi?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Il Suo prelievo è in fase di verifica da parte del nostro team pagamenti. La maggior parte delle verifiche si conclude entro 24 ore; riceverà una notifica non appena sarà pagato.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'La preghiamo di confermare il Suo indirizzo e-mail con il link che Le abbiamo inviato. Può richiedere un nuovo link dal Suo profilo.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'Posso aiutarLa in qualcos’altro? Le auguro una buona giornata!',
    },
  ],
  nl: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'Hallo! Bedankt dat u contact opneemt met de klantenservice van Aurora. Waarmee kan ik u vandaag helpen?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Uw opname wordt beoordeeld door ons betalingsteam. De meeste beoordelingen zijn binnen 24 uur klaar; u krijgt een melding zodra deze is uitbetaald.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'Bevestig uw e-mailadres via de link die we u hebben gestuurd. U kunt in uw profiel een nieuwe link aanvragen.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'Kan ik u nog ergens anders mee helpen? Nog een fijne dag!',
    },
  ],
  tr: [
    {
      id: 'greeting',
      title: 'Greeting',
      body: 'Merhaba! Aurora destek ekibiyle iletişime geçtiğiniz için teşekkürler. Bugün size nasıl yardımcı olabilirim?',
    },
    {
      id: 'withdrawal',
      title: 'Withdrawal in review',
      body: 'Çekiminiz ödeme ekibimiz tarafından inceleniyor. İncelemelerin çoğu 24 saat içinde tamamlanır; ödeme yapılır yapılmaz bildirim alacaksınız.',
    },
    {
      id: 'verify-email',
      title: 'Verify email',
      body: 'Lütfen size gönderdiğimiz bağlantıyla e-posta adresinizi onaylayın. Profilinizden yeni bir bağlantı isteyebilirsiniz.',
    },
    {
      id: 'closing',
      title: 'Closing',
      body: 'Yardımcı olabileceğim başka bir konu var mı? İyi günler dilerim!',
    },
  ],
};
