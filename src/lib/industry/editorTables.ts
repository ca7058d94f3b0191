/** An editor's view of a published 数据检索 table (/api/admin/industryTable/list): the query as its link. */
export interface EditorTable {
  id: number;
  title: string;
  description: string;
  /** `/data/retrieval?…`: what the form shows under 检索链接 and what opens the table. */
  link: string;
  /** '' when the catalogue no longer answers the query (the public list leaves it out). */
  summary: string;
  updatedAt: string;
}
