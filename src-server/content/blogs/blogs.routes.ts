import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { blogCreateSchema, blogUpdateSchema, type BlogCreateInput, type BlogUpdateInput } from '../../../src-shared/schemas/blog';
import { currentUser, requireAdmin } from '../../auth';
import { articleListQuery, type ArticleListQuery } from '../../../src-shared/schemas/list-queries';
import { sendList, toPage } from '../../http/pagination';
import { idParam, withBody, withQuery, type BodyHandler, type QueryHandler } from '../../http/typed-routes';
import { readerOf } from '../content-visibility';
import * as blogs from './blogs.service';

const BLOG_NOT_FOUND = 'Blog post not found';

export function blogRoutes({ db }: { db: Knex }): Router {
  const handleList: QueryHandler<ArticleListQuery> = async ({ search, category, status, ...page }, req, res) => {
    const { items, total } = await blogs.listBlogs(db, { search, category, status }, toPage(page), readerOf(req.user));
    sendList(res, items, total);
  };
  const handleGet: RequestHandler = async (req, res) => {
    res.json(await blogs.getBlog(db, String(req.params['idOrSlug']), readerOf(req.user)));
  };
  const handleGetById: RequestHandler = async (req, res) => {
    res.json(await blogs.getBlogById(db, idParam(req, 'id', BLOG_NOT_FOUND), readerOf(req.user)));
  };
  const handleCategories: RequestHandler = async (_req, res) => {
    res.json(await blogs.listBlogCategories(db));
  };
  const handleCreate: BodyHandler<BlogCreateInput> = async (input, req, res) => {
    res.status(201).json(await blogs.createBlog(db, input, currentUser(req).id));
  };
  const handleUpdate: BodyHandler<BlogUpdateInput> = async (input, req, res) => {
    res.json(await blogs.updateBlog(db, idParam(req, 'id', BLOG_NOT_FOUND), input));
  };
  const handleDelete: RequestHandler = async (req, res) => {
    await blogs.deleteBlog(db, idParam(req, 'id', BLOG_NOT_FOUND));
    res.status(204).end();
  };

  const router = Router();
  router.get('/blog-categories', handleCategories);
  router.get('/blogs', ...withQuery(articleListQuery, handleList));
  router.get('/blogs/id/:id', handleGetById);
  router.get('/blogs/:idOrSlug', handleGet);
  router.post('/blogs', requireAdmin, ...withBody(blogCreateSchema, handleCreate));
  router.patch('/blogs/:id', requireAdmin, ...withBody(blogUpdateSchema, handleUpdate));
  router.delete('/blogs/:id', requireAdmin, handleDelete);
  return router;
}
