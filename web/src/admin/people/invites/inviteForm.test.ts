import type { InviteCode } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { inviteFormValues, inviteLink, inviteRequest } from './inviteForm';

const INVITE: InviteCode = {
  id: 'i1',
  code: 'AbCd2345',
  title: '春季入职',
  validdate: '2030-03-31',
  maxcount: 50,
  usedcount: 3,
  departmentid: 'd1',
  departmentname: '销售部',
  positionid: '',
  positionname: '',
  roleid: 'r1',
  rolename: '学员',
  status: 'active',
  createdate: '2030-01-01 09:00',
  manageable: 1,
};

describe('the invite code form', () => {
  it('sends back what it was given when nothing is changed', () => {
    expect(inviteRequest(inviteFormValues(INVITE))).toEqual({
      title: '春季入职',
      validdate: '2030-03-31',
      maxcount: 50,
      departmentid: 'd1',
      positionid: '',
      roleid: 'r1',
    });
  });

  it('starts a new code empty, and sends no end date and no position or role as empty texts', () => {
    const values = inviteFormValues(undefined);
    expect(values).toMatchObject({ title: '', validdate: null, maxcount: null, departmentid: undefined });
    expect(inviteRequest({ ...values, title: '新人', maxcount: 9, departmentid: 'd2' })).toEqual({
      title: '新人',
      validdate: '',
      maxcount: 9,
      departmentid: 'd2',
      positionid: '',
      roleid: '',
    });
  });

  it('links to the join page by the hash route of the app the admin is on', () => {
    expect(inviteLink({ origin: 'https://peilian.example', pathname: '/' }, 'AbCd2345')).toBe('https://peilian.example/#/invite/AbCd2345');
    expect(inviteLink({ origin: 'http://127.0.0.1:3000', pathname: '/app/' }, 'AbCd2345')).toBe('http://127.0.0.1:3000/app/#/invite/AbCd2345');
  });
});
