import type { Db } from '../db/client.js';
import type { ImportedFaq } from '../faq/imports/rows.js';
import { writeFaqs } from '../faq/imports/writes.js';

/**
 * The demo organisation's FAQ bank (docs/faq.md "The bank"): what customers of a car dealership ask
 * its sales team, in three catalogues, with answer keywords (`,` and, `|` or) and a few similar and
 * extended questions. Written as the FAQ import writes it in mode 1, so running it again adds only
 * what is missing.
 */

type Pair = [question: string, answer: string];

const faq = (
  category: string,
  question: string,
  answer: string,
  keywords: string,
  extra: { similar?: Pair[]; extended?: Pair[]; thinking?: 0 | 1 } = {},
): ImportedFaq => ({
  row: 0,
  categoryPath: [category],
  question,
  answer,
  keywords,
  sort: null,
  thinking: extra.thinking ?? 0,
  description: '',
  similar: (extra.similar ?? []).map(([q, a]) => ({ question: q, answer: a })),
  extended: (extra.extended ?? []).map(([q, a]) => ({ question: q, answer: a })),
});

const PRICE = '价格与优惠';
const SERVICE = '售后服务';
const PRODUCT = '产品配置';

/** In the order the bank lists them (the first highest). */
export const DEMO_FAQS: readonly ImportedFaq[] = [
  faq(PRICE, '这款车现在有什么优惠？', '本月购车可享受厂家补贴5000元，置换再补贴3000元，还送首年保险和两次免费保养。', '补贴|优惠,置换,保险|保养', {
    similar: [
      ['最近有活动吗？', ''],
      ['能便宜多少？', ''],
    ],
    extended: [['置换补贴怎么算？', '旧车由我们评估收购，评估价之外再补贴3000元，旧车不限品牌。']],
  }),
  faq(
    PRICE,
    '落地价大概多少钱？',
    '以2.0T豪华版为例，裸车价21.58万，加上购置税、保险和上牌费，落地大约23.9万，具体以当天报价单为准。',
    '裸车价|车价,购置税,保险,上牌',
    {
      similar: [['全部办下来要多少钱？', '']],
    },
  ),
  faq(PRICE, '可以贷款买车吗？首付要多少？', '可以，首付最低20%，可选12到60期；现在有36期免息的金融政策，审批一般当天出结果。', '首付,免息|0利息|零利率,期', {
    similar: [['能分期吗？', '可以分期，首付最低20%，12到60期可选，36期免息。']],
    extended: [['贷款需要准备什么材料？', '身份证、驾驶证、银行卡和近半年的银行流水，已婚的再带上结婚证。']],
    thinking: 1,
  }),
  faq(PRICE, '价格还能再低一点吗？', '这个价格已经包含了本月全部优惠，是我们能给的最低价；您今天定车，我可以再申请一份装饰礼包。', '最低价|底价,礼包|赠送'),
  faq(SERVICE, '保修期是多久？', '整车保修3年或10万公里，以先到者为准；发动机和变速箱等三大件是终身质保（首任车主）。', '3年|三年,10万公里,终身质保', {
    similar: [['质保几年？', '']],
  }),
  faq(
    SERVICE,
    '保养一次多少钱？多久保养一次？',
    '每1万公里或12个月保养一次，小保养约600元，大保养约1500元；购车赠送两次免费保养。',
    '1万公里|一万公里|12个月,600|小保养,免费保养',
    {
      extended: [['在外面的店保养会影响保修吗？', '在有资质的维修厂按手册保养并保留凭证，不影响保修；我们建议回店，用的是原厂配件。']],
    },
  ),
  faq(SERVICE, '车坏在路上了怎么办？', '拨打24小时道路救援电话400-800-1234，我们在50公里内免费拖车，并提供代步车。', '救援|400,免费拖车|拖车,代步车'),
  faq(SERVICE, '可以上门取送车吗？', '可以，市区范围内保养和维修都能预约免费上门取送车，提前一天在App上预约就行。', '上门,免费,预约'),
  faq(PRODUCT, '这车油耗怎么样？', '2.0T车型综合油耗约7.2升每百公里，市区大概9升，高速6升左右，还支持92号汽油。', '7.2|油耗,92号', {
    similar: [['费油吗？', '']],
  }),
  faq(
    PRODUCT,
    '有没有混动或者纯电版本？',
    '有插电混动版，纯电续航110公里，综合续航超过1000公里，上绿牌，日常通勤基本用电。',
    '插电混动|混动,110公里|纯电续航,绿牌',
    {
      extended: [['家里没有充电桩怎么办？', '购车送家用充电桩及安装；没有车位也能用小区和商场的公共快充，30分钟充到80%。']],
      thinking: 1,
    },
  ),
  faq(
    PRODUCT,
    '安全配置有哪些？',
    '全系标配8个安全气囊、L2级辅助驾驶（自适应巡航、车道保持、自动紧急制动）和360度全景影像。',
    '气囊,辅助驾驶|自适应巡航,全景影像|360',
  ),
  faq(PRODUCT, '后排和后备箱空间够大吗？', '轴距2850毫米，后排腿部空间超过一拳；后备箱常规容积520升，后排放倒能到1500升。', '2850|轴距,520升|后备箱', {
    similar: [['能放下婴儿车吗？', '能，后备箱520升，婴儿车和两个行李箱可以同时放下。']],
  }),
];

/** Seeds the demo FAQ bank (idempotent: mode 1 skips every FAQ the bank already holds). */
export async function seedFaq(db: Db, orgId: string, creatorId: string | null, now = Date.now()): Promise<void> {
  await writeFaqs(db, { orgId, creatorId, now: new Date(now), mode: 1 }, DEMO_FAQS);
}
