import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { safeReturnUrl } from '../../../machines/shared/return-url';

/** /account/termsacceptance: the policy text and its acceptance come with the shell-features issue. */
export default function TermsPage() {
  const { t } = useTranslation('common');
  const next = safeReturnUrl(new URLSearchParams(location.search).get('returnUrl'));
  return (
    <main className="auth-page">
      <div className="auth-card card">
        <Link className="btn btn-primary" href={next}>
          {t('page.backHome')}
        </Link>
      </div>
    </main>
  );
}
