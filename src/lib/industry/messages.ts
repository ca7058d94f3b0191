/** Every Chinese text the indicator store's calls answer (数据检索). */
import { FREQUENCY_LABEL } from './periods.ts';
import {
  EXPORT_LIMITS,
  INDEX_MAX_CELLS,
  INDEX_MAX_INDICATORS,
  INDEX_MAX_REGIONS,
  INDUSTRY_KEYWORD_MAX,
  QUERY_NAME_MAX,
  SAVED_LIMIT,
  TABLE_DESCRIPTION_MAX,
  TABLE_TITLE_MAX,
} from './limits.ts';

export const INDUSTRY_MSG = {
  keywordRequired: '请输入指标或领域名称',
  keywordTooLong: `关键词不能超过${INDUSTRY_KEYWORD_MAX}个字`,
  badDomain: '请选择数据领域',
  unknownDomain: '没有这个数据领域',
  badIndicator: '请选择指标',
  unknownIndicator: (id: number) => `没有编号为${id}的指标`,
  indicatorsRequired: `请选择1至${INDEX_MAX_INDICATORS}个指标`,
  regionsRequired: `请选择1至${INDEX_MAX_REGIONS}个地区`,
  badRegion: '地区代码应为6位数字',
  unknownRegion: (code: string) => `没有代码为${code}的地区`,
  badProvince: '请选择省份',
  unknownProvince: '没有这个省份',
  badPeriod: '时期格式应为年份（2020）、季度（2020Q1）或月份（2020-01）',
  periodOrder: '结束时期不能早于开始时期',
  periodFrequency: (f: keyof typeof FREQUENCY_LABEL) =>
    `所选指标为${FREQUENCY_LABEL[f]}数据，请按${FREQUENCY_LABEL[f]}选择时期`,
  mixedFrequency: '所选指标的时间频度不同，请分开查询',
  tooManyCells: (cells: number) =>
    `本次查询共${cells.toLocaleString('zh-CN')}个数据格，超过单次上限${INDEX_MAX_CELLS.toLocaleString('zh-CN')}个，请减少指标、地区或时期`,
  badFrequency: '时间频度应为年度、季度或月度',
  badLayout: '行和列应为指标、地区、时期中不同的两项',
  sourceTooLong: '来源不能超过30个字',
  unitTooLong: '单位不能超过20个字',
  national: '全国',
} as const;

/** The indicator import's reasons for refusing a row (数据导入 → 指标数据). */
export const INDUSTRY_IMPORT_MSG = {
  indicatorRequired: '请填写指标（名称或编号）',
  unknownIndicator: (name: string) => `没有名为“${name}”的指标，请先在指标目录中确认名称或编号`,
  regionRequired: '请填写地区（名称或6位代码）',
  unknownRegion: (name: string) => `没有名为“${name}”的地区，请填写“全国”、省份或地市名称，或6位行政区划代码`,
  periodFrequency: (indicator: string, label: string) =>
    `指标“${indicator}”为${label}数据，时期应按${label}填写`,
  valueInvalid: '数值应为数字',
  flagInvalid: (flags: readonly string[]) => `标记应为空或以下之一：${flags.filter(Boolean).join('、')}`,
} as const;

/** Members' recent and saved queries (getRecentList, rememberQuery, saveQuery, removeQuery). */
export const INDUSTRY_SAVED_MSG = {
  nameRequired: '请为检索命名',
  nameTooLong: `名称不能超过${QUERY_NAME_MAX}个字`,
  badId: '请选择要删除的检索',
  notFound: '没有这条检索记录',
  tooMany: `最多保存${SAVED_LIMIT}条检索，请先删除不用的`,
  saved: '已保存',
  removed: '已删除',
} as const;

/** Editors' published tables (getTableList, /admin → 数据检索表格). */
export const INDUSTRY_TABLE_MSG = {
  titleRequired: '请填写标题',
  titleTooLong: `标题不能超过${TABLE_TITLE_MAX}个字`,
  descriptionTooLong: `说明不能超过${TABLE_DESCRIPTION_MAX}个字`,
  linkRequired: '请粘贴数据检索页的检索链接',
  badLink: '检索链接无效：请在数据检索页选好指标、地区和时期后复制地址栏中的链接',
  badId: '请选择表格',
  notFound: '没有这个表格',
  saved: '已保存',
  removed: '已删除',
  confirmDelete: (title: string) => `删除表格“${title}”？删除后数据检索页不再列出。`,
} as const;

const cellsText = (n: number) => n.toLocaleString('zh-CN');

/** The export (getExportAllowance, getOutExcelToken, the file): one charge per file link, when it is issued. */
export const INDUSTRY_EXPORT_MSG = {
  loginRequired: '登录后可导出数据：会员每天可导出10万个数据格，VIP会员不限',
  tooManyCells: (cells: number) =>
    `本次导出共${cellsText(cells)}个数据格，超过单个文件上限${cellsText(EXPORT_LIMITS.maxCells)}个，请减少指标、地区或时期`,
  overDaily: (cells: number, remaining: number) =>
    `本次导出共${cellsText(cells)}个数据格，今日剩余可导出${cellsText(remaining)}个（会员每天${cellsText(EXPORT_LIMITS.memberCellsPerDay)}个，开通VIP不限），请减少指标、地区或时期`,
  charged: (cells: number) => `已生成下载链接，本次计入今日导出${cellsText(cells)}个数据格，5分钟内有效`,
  expired: '下载链接已过期（生成后5分钟内有效），请回到数据检索页重新导出',
  invalid: '下载链接无效，请回到数据检索页重新导出',
  otherUser: '这个下载链接属于其他账号，请用自己的账号重新导出',
  errorTitle: '无法下载',
  dataSheet: '数据',
  notesSheet: '说明',
} as const;
