// The site calls /api/about-companies (spec section 7), the plural of this single type. This alias
// answers it with the same controller, permission (find) and default populate as /api/about-company.
export default {
  routes: [
    {
      method: 'GET',
      path: '/about-companies',
      handler: 'api::about-company.about-company.find',
      config: {
        middlewares: ['api::about-company.default-populate'],
      },
    },
  ],
};
