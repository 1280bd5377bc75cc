/** Path of the reference server's stand-in for the provider's modal pages. */
export const DEV_INSTALLMENT_MODAL_PATH = '/api/dev/installments/modal';

/** The demo pages' `modal-src` of `<store-installment-pill>`: the stand-in, by locale, instead of the provider's static host. */
export const DEV_INSTALLMENT_MODAL_SRC = `${DEV_INSTALLMENT_MODAL_PATH}?locale={locale}`;

/** Locales the installment info modal exists for (spec §5: US en, CA en/fr, AU en, NZ en). */
export const INSTALLMENT_MODAL_LOCALES = ['en-US', 'en-CA', 'fr-CA', 'en-AU', 'en-NZ'] as const;

/** A supported installment modal locale. */
export type InstallmentModalLocale = (typeof INSTALLMENT_MODAL_LOCALES)[number];

function englishModal(country: string, currency: string): string {
  return `<section class="installments-modal" lang="en" aria-labelledby="installments-modal-title">
  <h2 id="installments-modal-title">Pay in 4 interest-free installments</h2>
  <p>Split eligible orders in ${country} into 4 payments, due every two weeks. The first payment is taken at checkout.</p>
  <ol>
    <li>Choose the installment option at checkout.</li>
    <li>Log in or create an account, with instant approval decision.</li>
    <li>Your purchase is split into 4 payments in ${currency}.</li>
  </ol>
  <p>Availability depends on the order total and your eligibility. Late fees may apply. This text is a local stand-in for the payment provider's terms.</p>
</section>`;
}

const MODALS: Record<InstallmentModalLocale, string> = {
  'en-US': englishModal('the United States', 'US dollars'),
  'en-CA': englishModal('Canada', 'Canadian dollars'),
  'en-AU': englishModal('Australia', 'Australian dollars'),
  'en-NZ': englishModal('New Zealand', 'New Zealand dollars'),
  'fr-CA': `<section class="installments-modal" lang="fr-CA" aria-labelledby="installments-modal-title">
  <h2 id="installments-modal-title">Payez en 4 versements sans intérêt</h2>
  <p>Divisez les commandes admissibles au Canada en 4 paiements, dus toutes les deux semaines. Le premier paiement est prélevé au moment du paiement.</p>
  <ol>
    <li>Choisissez l'option de paiement en versements lors du paiement.</li>
    <li>Connectez-vous ou créez un compte, avec une décision d'approbation instantanée.</li>
    <li>Votre achat est divisé en 4 paiements en dollars canadiens.</li>
  </ol>
  <p>La disponibilité dépend du total de la commande et de votre admissibilité. Des frais de retard peuvent s'appliquer. Ce texte remplace localement les conditions du fournisseur de paiement.</p>
</section>`,
};

/** The modal HTML for a locale, or undefined when the locale is not supported. */
export function installmentModalHtml(locale: string): string | undefined {
  return (INSTALLMENT_MODAL_LOCALES as readonly string[]).includes(locale) ? MODALS[locale as InstallmentModalLocale] : undefined;
}
