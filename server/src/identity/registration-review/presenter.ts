import type { Registration } from '@peilian/shared';
import type { RegistrationRecord } from '../../data/organisations.js';

/** An enterprise registration as the provider's review list shows it: the form's answers and the review's state. */
export function presentRegistration({ org, owner }: RegistrationRecord): Registration {
  return {
    id: org.id,
    orgname: org.name,
    business: org.businessType,
    logo: org.logo,
    contact: org.contactName,
    mobile: org.contactMobile,
    account: owner?.account ?? '',
    status: org.reviewStatus,
    reason: org.reviewReason,
    createdate: org.createdAt.toISOString(),
    reviewdate: org.reviewedAt?.toISOString() ?? '',
  };
}
