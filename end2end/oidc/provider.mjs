// A real OpenID Connect provider for the tests (the `oidc-provider`
// package): it listens on a free port of 127.0.0.1, prints
// `issuer <url>` once it does, and serves one confidential client whose
// id, secret and redirect address come from the environment
// (OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT). Its accounts are
// any login typed on its own sign-in form; their groups come from
// OIDC_ACCOUNTS ("login=group,group;login=group"). Consent is taken as
// given, so a test signs in with one form.
import http from "node:http";
import Provider from "oidc-provider";

const accounts = new Map(
  (process.env.OIDC_ACCOUNTS ?? "")
    .split(";")
    .filter(Boolean)
    .map((entry) => {
      const [login, groups = ""] = entry.split("=");
      return [login, groups.split(",").filter(Boolean)];
    }),
);

const server = http.createServer();
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: process.env.OIDC_CLIENT_ID,
        client_secret: process.env.OIDC_CLIENT_SECRET,
        redirect_uris: [process.env.OIDC_REDIRECT],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    scopes: ["openid", "profile", "groups"],
    claims: { openid: ["sub"], profile: ["preferred_username", "name"], groups: ["groups"] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ["dealer-desk-test-provider-cookie-key"] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, preferred_username: id, name: id, groups: accounts.get(id) ?? [] };
        },
      };
    },
    async loadExistingGrant(ctx) {
      const known = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (known) return ctx.oidc.provider.Grant.find(known);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid profile groups");
      grant.addOIDCClaims(["preferred_username", "name", "groups"]);
      await grant.save();
      return grant;
    },
  });
  server.on("request", provider.callback());
  console.log(`issuer ${issuer}`);
});
