using System.Collections.Concurrent;
using System.Net.Http.Json;
using System.Security.Claims;
using System.Text.Encodings.Web;
using System.Text.Json;
using Microsoft.AspNetCore.Authentication;
using Microsoft.AspNetCore.SignalR;
using Microsoft.Extensions.Options;

// The chat hub of spec 2 section 7 on ASP.NET Core SignalR. The API (the Node
// host in tests, the real API in a deployment) stays the authority on sessions
// and on what happens: this process checks each bearer token with it, tells it
// who connects, and pushes the events it raises, through a small internal API
// guarded by a shared key (MINTRH_INTERNAL_KEY).
var builder = WebApplication.CreateBuilder(args);
var api = Environment.GetEnvironmentVariable("MINTRH_API") ?? throw new InvalidOperationException("MINTRH_API is not set");
var key = Environment.GetEnvironmentVariable("MINTRH_INTERNAL_KEY") ?? throw new InvalidOperationException("MINTRH_INTERNAL_KEY is not set");

builder.Logging.SetMinimumLevel(LogLevel.Warning);
builder.Services.AddSingleton(new ApiLink(api, key));
builder.Services.AddSingleton<Connections>();
builder.Services.AddAuthentication("MintRh").AddScheme<AuthenticationSchemeOptions, ApiTokenHandler>("MintRh", null);
builder.Services.AddAuthorization();
builder.Services.AddSignalR();

var app = builder.Build();
app.UseAuthentication();
app.UseAuthorization();
app.MapHub<ChatHub>("/chathub").RequireAuthorization();

bool Internal(HttpContext c) => c.Request.Headers["X-Internal-Key"] == key;

// Events the API raises: to one person, or to everyone (to = null).
app.MapPost("/internal/push", async (HttpContext c, IHubContext<ChatHub> hub) =>
{
    if (!Internal(c)) return Results.StatusCode(403);
    var push = await c.Request.ReadFromJsonAsync<Push>();
    if (push is null || string.IsNullOrEmpty(push.Target)) return Results.BadRequest();
    var args = push.Args ?? [];
    var clients = push.To is int to ? hub.Clients.User(to.ToString()) : hub.Clients.All;
    await clients.SendCoreAsync(push.Target, args.Cast<object?>().ToArray());
    return Results.Ok();
});

// A session that ended (logout, expiry, revocation): every connection opened with its token closes now.
app.MapPost("/internal/revoke", async (HttpContext c, Connections connections) =>
{
    if (!Internal(c)) return Results.StatusCode(403);
    var body = await c.Request.ReadFromJsonAsync<Revoke>();
    return Results.Ok(new { closed = connections.Revoke(body?.Token ?? "") });
});

// The tokens of open connections, for the API's sweep of ended sessions.
app.MapGet("/internal/tokens", (HttpContext c, Connections connections) =>
    Internal(c) ? Results.Ok(connections.Tokens()) : Results.StatusCode(403));

// How many connections are open (the three-tab walk counts them, as it does on the Node host's hub).
app.MapGet("/internal/connections", (HttpContext c, Connections connections) =>
    Internal(c) ? Results.Ok(connections.Count) : Results.StatusCode(403));

app.MapGet("/internal/health", () => Results.Ok(new { ok = true }));

app.Run();

record Push(int? To, string Target, JsonElement[]? Args);
record Revoke(string Token);

/** The internal API of the API host: who a token is, who connected, who left. */
sealed class ApiLink(string api, string key)
{
    readonly HttpClient http = new() { BaseAddress = new Uri(api.TrimEnd('/') + "/"), Timeout = TimeSpan.FromSeconds(5) };

    public async Task<int?> UserOf(string token)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, "internal/hub/authorize") { Content = JsonContent.Create(new { token }) };
        req.Headers.Add("X-Internal-Key", key);
        using var res = await http.SendAsync(req);
        if (!res.IsSuccessStatusCode) return null;
        var who = await res.Content.ReadFromJsonAsync<Who>();
        return who?.UserId;
    }

    public async Task Tell(string what, int userId)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, $"internal/hub/{what}") { Content = JsonContent.Create(new { userId }) };
        req.Headers.Add("X-Internal-Key", key);
        using var res = await http.SendAsync(req);
    }

    record Who(int UserId);
}

/** The bearer token as ASP.NET Core's SignalR takes it: the access_token query parameter on the hub (a WebSocket has no headers), else Authorization. */
sealed class ApiTokenHandler(IOptionsMonitor<AuthenticationSchemeOptions> options, ILoggerFactory logger, UrlEncoder encoder, ApiLink link)
    : AuthenticationHandler<AuthenticationSchemeOptions>(options, logger, encoder)
{
    protected override async Task<AuthenticateResult> HandleAuthenticateAsync()
    {
        string? token = Request.Query["access_token"];
        if (string.IsNullOrEmpty(token))
        {
            var header = Request.Headers.Authorization.ToString();
            if (header.StartsWith("Bearer ", StringComparison.OrdinalIgnoreCase)) token = header["Bearer ".Length..].Trim();
        }
        if (string.IsNullOrEmpty(token)) return AuthenticateResult.NoResult();
        int? userId;
        try { userId = await link.UserOf(token); }
        catch (Exception e) { return AuthenticateResult.Fail($"the API could not be asked: {e.Message}"); }
        if (userId is null) return AuthenticateResult.Fail("invalid token");
        var identity = new ClaimsIdentity([new Claim(ClaimTypes.NameIdentifier, userId.Value.ToString()), new Claim("mintrh:token", token)], Scheme.Name);
        return AuthenticateResult.Success(new AuthenticationTicket(new ClaimsPrincipal(identity), Scheme.Name));
    }
}

/** Open connections with the token each was opened with, so an ended session's connections can be closed. */
sealed class Connections
{
    readonly ConcurrentDictionary<string, (string Token, HubCallerContext Context)> open = new();

    public void Add(HubCallerContext c) => open[c.ConnectionId] = (c.User?.FindFirst("mintrh:token")?.Value ?? "", c);
    public void Remove(string connectionId) => open.TryRemove(connectionId, out _);
    public string[] Tokens() => open.Values.Select(v => v.Token).Distinct().ToArray();
    public int Count => open.Count;

    public int Revoke(string token)
    {
        var closed = 0;
        foreach (var (id, entry) in open)
            if (entry.Token == token && open.TryRemove(id, out _))
            {
                entry.Context.Abort();
                closed++;
            }
        return closed;
    }
}

/** The hub: the client invokes connectedUser after each (re)connect; everything else is the server's push. */
sealed class ChatHub(ApiLink link, Connections connections) : Hub
{
    int Me => int.Parse(Context.UserIdentifier ?? "0");

    public override Task OnConnectedAsync()
    {
        connections.Add(Context);
        return base.OnConnectedAsync();
    }

    // The id the client sends is not trusted: presence is the caller's own, told once per connection.
    public async Task ConnectedUser(int _)
    {
        if (Context.Items.ContainsKey("present")) return;
        Context.Items["present"] = true;
        await link.Tell("connected", Me);
    }

    public override async Task OnDisconnectedAsync(Exception? exception)
    {
        connections.Remove(Context.ConnectionId);
        if (Context.Items.ContainsKey("present"))
            try { await link.Tell("disconnected", Me); } catch { /* the API is gone: nothing to tell */ }
        await base.OnDisconnectedAsync(exception);
    }
}
