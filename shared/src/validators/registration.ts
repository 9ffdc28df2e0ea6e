import { COMPANY_NAME_MAX, JOB_TITLE_MAX } from '../limits.js';
import { checkMobile, type ValidationIssue } from './rules.js';

/** The mini-program registration form (the mini-program page and the web /wxcall/register page). */
export interface MiniRegistrationForm {
  mobile: string;
  code: string;
  name: string;
  workunit: string;
  workno: string;
  agreed: boolean;
}

/**
 * The spec's nine registration checks (learner-and-session §5 "Mini-program registration"), in its
 * order; the first that fails is the one shown. Values count as missing when blank after trimming,
 * and lengths are measured after trimming, as the server's schema does.
 */
export function checkMiniRegistration(form: MiniRegistrationForm): ValidationIssue | null {
  const mobileIssue = checkMobile(form.mobile); // 1 missing, 2 not an 11-digit mainland number
  if (mobileIssue) return mobileIssue;
  if (!form.code.trim()) return { key: 'validation.codeRequired' }; // 3
  if (!form.name.trim()) return { key: 'validation.nameRequired' }; // 4
  const company = form.workunit.trim();
  if (!company) return { key: 'validation.companyRequired' }; // 5
  if (company.length > COMPANY_NAME_MAX) return { key: 'validation.companyTooLong', params: { max: COMPANY_NAME_MAX } }; // 6
  const jobTitle = form.workno.trim();
  if (!jobTitle) return { key: 'validation.jobTitleRequired' }; // 7
  if (jobTitle.length > JOB_TITLE_MAX) return { key: 'validation.jobTitleTooLong', params: { max: JOB_TITLE_MAX } }; // 8
  if (!form.agreed) return { key: 'validation.agreementRequired' }; // 9
  return null;
}
