import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { blogCreateSchema, blogUpdateSchema, type BlogCreateInput, type BlogUpdateInput } from '../../../src-shared/schemas/blog';
import { currentUser, requireAdmin } from '../../auth/current-user';
import { parsePage, sendList } from '../../http/pagination';
import { queryText } from '../../http/query';
import { validate } from '../../http/validate';
import * as blogs from './blogs.service';

export function blogRoutes({ db }: { db: Knex }): Router {
  const handleList: RequestHandler = async (req, res) => {
    const filters = { search: queryText(req.query['search']), category: queryText(req.query['category']) };
    const { items, total } = await blogs.listBlogs(db, filters, parsePage(req.query));
    sendList(res, items, total);
  };
  const handleGet: RequestHandler = async (req, res) => { res.json(await blogs.getBlog(db, String(req.params['idOrSlug']))); };
  const handleGetById: RequestHandler = async (req, res) => { res.json(await blogs.getBlogById(db, req.params['id'])); };
  const handleCategories: RequestHandler = async (_req, res) => { res.json(await blogs.listBlogCategories(db)); };
  const handleCreate: RequestHandler = async (req, res) => {
    res.status(201).json(await blogs.createBlog(db, req.body as BlogCreateInput, currentUser(req).id));
  };
  const handleUpdate: RequestHandler = async (req, res) => {
    res.json(await blogs.updateBlog(db, req.params['id'], req.body as BlogUpdateInput));
  };
  const handleDelete: RequestHandler = async (req, res) => {
    await blogs.deleteBlog(db, req.params['id']);
    res.status(204).end();
  };

  const router = Router();
  router.get('/blog-categories', handleCategories);
  router.get('/blogs', handleList);
  router.get('/blogs/id/:id', handleGetById);
  router.get('/blogs/:idOrSlug', handleGet);
  router.post('/blogs', requireAdmin, validate(blogCreateSchema), handleCreate);
  router.patch('/blogs/:id', requireAdmin, validate(blogUpdateSchema), handleUpdate);
  router.delete('/blogs/:id', requireAdmin, handleDelete);
  return router;
}
