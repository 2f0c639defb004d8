import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { notFoundPage, pages } from "./config/pages";

export default [
  ...pages.map((page) => (page.path === "/" ? index(page.module) : route(page.path.slice(1), page.module))),
  route("*", notFoundPage.module),
] satisfies RouteConfig;
