/** The cost centre's server errors (`errors.billing.*`, docs/billing.md). */
export const billingErrorsZhCN = {
  disabled: '私有化部署不计费',
  orgNotFound: '企业不存在',
  noteRequired: '调整、冻结和解冻须填写原因',
  freezeTooMuch: '冻结金额不能超过现金余额',
  unfreezeTooMuch: '解冻金额不能超过已冻结金额',
  negativeNotAdjust: '只有调整可以扣减金额',
} as const;
