import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { blogCreateSchema, blogUpdateSchema, type BlogCreateInput, type BlogUpdateInput } from '../../../src-shared/schemas/blog';
import { currentUser, requireAdmin } from '../../auth';
import { parsePage, sendList } from '../../http/pagination';
import { queryText } from '../../http/query';
import { idParam, withBody, type BodyHandler } from '../../http/typed-routes';
import { parseStatusFilter, readerOf } from '../content-visibility';
import * as blogs from './blogs.service';

const BLOG_NOT_FOUND = 'Blog post not found';

export function blogRoutes({ db }: { db: Knex }): Router {
  const handleList: RequestHandler = async (req, res) => {
    const filters = { search: queryText(req.query['search']), category: queryText(req.query['category']), status: parseStatusFilter(req.query['status']) };
    const { items, total } = await blogs.listBlogs(db, filters, parsePage(req.query), readerOf(req.user));
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
  router.get('/blogs', handleList);
  router.get('/blogs/id/:id', handleGetById);
  router.get('/blogs/:idOrSlug', handleGet);
  router.post('/blogs', requireAdmin, ...withBody(blogCreateSchema, handleCreate));
  router.patch('/blogs/:id', requireAdmin, ...withBody(blogUpdateSchema, handleUpdate));
  router.delete('/blogs/:id', requireAdmin, handleDelete);
  return router;
}
