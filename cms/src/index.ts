// Application lifecycle hooks. Nothing runs at boot: demo content comes from `npm run seed`,
// so starting the server never writes to the database by itself.
export default {
  register() {},
  bootstrap() {},
};
