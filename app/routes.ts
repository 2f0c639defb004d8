import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("see-you-soon", "routes/see-you-soon.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
