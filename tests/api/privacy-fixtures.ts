/** Shared by the export and deletion tests: a member with a row in every family of personal data, each marked. */
import { eq } from 'drizzle-orm';
import {
  baikeComments,
  consents,
  customOrders,
  favorites,
  feedbacks,
  industryQueries,
  invoiceProfiles,
  invoices,
  medals,
  orders,
  scoreRecords,
  userMedals,
  users,
  vegetableProducts,
  vegetableSupplyDemand,
} from '#server/db/schema/index.ts';
import { publishedEntry } from './baike-fixtures.ts';
import { signedIn } from './content-fixtures.ts';
import type { Caller, TestApp } from './support.ts';

export interface MemberWithData {
  uid: number;
  call: Caller;
  token: string;
  mobile: string;
  /** A word written into every family's rows, found only in this member's data. */
  mark: string;
  orderId: number;
  invoiceId: number;
  entryId: number;
  commentId: number;
}

/** A member (account `name`, the given mobile) with rows in every family; `editor` approves their 百科 entry. */
export async function memberWithData(
  t: TestApp,
  name: string,
  mobile: string,
  editor: Caller,
  now: Date,
): Promise<MemberWithData> {
  const { call, uid, token } = await signedIn(t, name);
  const mark = `记号${name}`;
  await t.db
    .update(users)
    .set({
      mobile,
      birthday: '1990-01-02',
      province: '110000',
      entity: `${mark}单位`,
      wxUnionid: `wx-${name}`,
    })
    .where(eq(users.uid, uid));
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNo: `T${name}${uid}`.slice(0, 32),
      uid,
      itemType: 'vip',
      itemId: 1,
      title: `${mark}订单`,
      amountCents: 9900,
      status: 'paid',
      expiresAt: now,
      paidAt: now,
    })
    .returning();
  const title = {
    titleType: 'company',
    invoiceType: 'ordinary',
    title: `${mark}公司`,
    taxNo: '91110000MA0000000X',
    address: `${mark}地址`,
    phone: '010-12345678',
    email: `${name}@example.com`,
  };
  const [invoice] = await t.db
    .insert(invoices)
    .values({ uid, ...title, amountCents: 9900, orderIds: [order!.id] })
    .returning();
  await t.db.insert(invoiceProfiles).values({ uid, ...title });
  await t.db.insert(scoreRecords).values({ uid, delta: 5, balance: 5, reason: `${mark}积分` });
  const [medal] = await t.db.select().from(medals).limit(1);
  await t.db.insert(userMedals).values({ uid, medalId: medal!.id, grade: 1 });
  await t.db
    .insert(favorites)
    .values({ uid, model: 'article', recordId: '1', title: `${mark}收藏`, url: '/article/detail/1' });
  const { entry } = await publishedEntry(call, editor, {
    title: `词${name}`.slice(0, 30),
    aliases: [`别${name}`],
    note: mark,
  });
  const [comment] = await t.db
    .insert(baikeComments)
    .values({ entryId: entry, uid, content: `${mark}评论` })
    .returning();
  const [product] = await t.db.select().from(vegetableProducts).limit(1);
  await t.db.insert(vegetableSupplyDemand).values({
    kind: 'supply',
    productId: product!.id,
    quantity: 10,
    unit: '吨',
    cityCode: '3707',
    contactName: '联系人',
    contactPhone: mobile,
    validUntil: '2099-01-01',
    description: `${mark}供应`,
    ownerUid: uid,
  });
  await t.db
    .insert(consents)
    .values({ uid, kind: 'privacy', version: 1, via: 'register', ip: '203.0.113.9' });
  await t.db.insert(industryQueries).values({ uid, search: `q=${name}`, name: `${mark}查询`, usedAt: now });
  await t.db.insert(customOrders).values({
    kind: 'data',
    company: `${mark}公司`,
    contact: '联系人',
    mobile,
    requirement: `${mark}需求`,
    uid,
  });
  await t.db.insert(feedbacks).values({ contact: '联系人', tel: mobile, content: `${mark}反馈`, uid });
  return {
    uid,
    call,
    token,
    mobile,
    mark,
    orderId: order!.id,
    invoiceId: invoice!.id,
    entryId: entry,
    commentId: comment!.id,
  };
}
