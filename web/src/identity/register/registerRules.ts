import { checkAccount, checkMobile, checkPassword, checkPasswordPair, ORG_NAME_MAX, USER_NAME_MAX, type ValidationIssue } from '@peilian/shared';

export interface RegistrationForm {
  orgname: string;
  /** Index + 1 of the chosen business type; '' until chosen. */
  business: string;
  /** Path of the uploaded logo; '' until uploaded. */
  logo: string;
  /** Who registers, and the mobile the provider's review SMS goes to (not in the spec's form: see `enterpriseRegistrationRequestSchema`). */
  contact: string;
  mobile: string;
  account: string;
  password: string;
  conformPassword: string;
}

export type RegistrationField = keyof RegistrationForm;

/** The fields in the order the form shows (and checks) them (spec §2.8). */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = ['orgname', 'business', 'logo', 'contact', 'mobile', 'account', 'password', 'conformPassword'];

const required: ValidationIssue = { key: 'validation.required' };

/**
 * Enterprise registration rules (spec §5): everything required ('this field is required'), org
 * name ≤ 30, account 6–50, password 6–16, the passwords must match ('两次输入的密码不一致!'), the
 * logo must be uploaded ('请上传用户头像'); the contact ≤ 20 and a mainland mobile number.
 */
export function checkRegistration(form: RegistrationForm): Partial<Record<RegistrationField, ValidationIssue>> {
  const issues: Partial<Record<RegistrationField, ValidationIssue>> = {};
  const orgname = form.orgname.trim();
  if (!orgname) issues.orgname = required;
  else if (orgname.length > ORG_NAME_MAX) issues.orgname = { key: 'validation.tooLong', params: { max: ORG_NAME_MAX } };
  if (!form.business) issues.business = required;
  if (!form.logo) issues.logo = { key: 'validation.logoRequired' };
  const contact = form.contact.trim();
  if (!contact) issues.contact = required;
  else if (contact.length > USER_NAME_MAX) issues.contact = { key: 'validation.tooLong', params: { max: USER_NAME_MAX } };
  if (!form.mobile.trim()) issues.mobile = required;
  else {
    const mobile = checkMobile(form.mobile);
    if (mobile) issues.mobile = mobile;
  }
  if (!form.account.trim()) issues.account = required;
  else {
    const account = checkAccount(form.account);
    if (account) issues.account = account;
  }
  if (!form.password) issues.password = required;
  else {
    const password = checkPassword(form.password, 'register');
    if (password) issues.password = password;
  }
  if (!form.conformPassword) issues.conformPassword = required;
  else if (!issues.password) {
    const pair = checkPasswordPair(form.password, form.conformPassword, 'register');
    if (pair) issues.conformPassword = pair;
  }
  return issues;
}

/** What `POST api/register` receives: the form without conformPassword (the password is sealed by the caller). */
export function registrationPayload(form: RegistrationForm): Omit<RegistrationForm, 'conformPassword'> {
  const { conformPassword: _dropped, ...payload } = form;
  return { ...payload, orgname: payload.orgname.trim(), contact: payload.contact.trim(), mobile: payload.mobile.trim(), account: payload.account.trim() };
}
